import { zhCN, type RouteTitleKey } from '../locale/zh-CN.ts';

/**
 * Every route of product-spec.md section 2, as data. The layout draws the navigation bar and sets
 * document.title from the entry; page modules live at src/app/routes/<path after /pages/>.tsx.
 */
export type NavMode = 'fixed' | 'absolute' | 'transparent' | 'transparentFixed' | 'custom';

export interface RouteTheme {
  /** Bar background. */
  background: string;
  /** Title and icon colour. */
  color: string;
}

export interface RouteEntry {
  /** The spec path, e.g. '/pages/newFun/myBaby'. */
  path: string;
  /** document.title, and the bar title unless hideTitle. '' = none. */
  title: string;
  nav: NavMode;
  showBack: boolean;
  showHome: boolean;
  titleAlign?: 'center' | 'left';
  theme?: RouteTheme;
  /** The bar shows no title although the page has one (document.title keeps it). */
  hideTitle?: boolean;
  /** Opens without login: launch never forces a login here. */
  isPublic?: boolean;
  /** Another title when the address carries `param=value` (the login page in bind mode). */
  titleWhen?: { param: string; value: string; title: string };
}

export const TEAL_THEME: RouteTheme = { background: 'var(--sp-color-teal)', color: '#fff' };

const t = (key: RouteTitleKey): string => zhCN.titles[key];

type Extra = Partial<Omit<RouteEntry, 'path' | 'title'>>;

const page = (path: string, title: string, extra: Extra = {}): RouteEntry => ({
  path: `/pages/${path}`,
  title,
  nav: 'fixed',
  showBack: true,
  showHome: false,
  ...extra,
});

/** Same title for a family of pages, e.g. the steps of one self-test. */
const pages = (paths: string[], title: string, extra: Extra = {}) => paths.map((p) => page(p, title, extra));

/** Routes by title key: the key is also the path after /pages/. */
const titled = (keys: RouteTitleKey[], extra: Extra = {}) => keys.map((key) => page(key, t(key), extra));

const CUSTOM: Extra = { nav: 'custom' };
/** Pages opened from outside the app (shares, payment returns, messages) also offer the home button. */
const ENTRY: Extra = { showHome: true };

export const ROUTES: readonly RouteEntry[] = [
  // Home
  page('home/index', t('home/index'), { ...CUSTOM, showBack: false }),
  page('home/register', t('home/register'), {
    isPublic: true,
    titleWhen: { param: 'mode', value: 'bind', title: t('bindPhone') },
  }),
  page('home/agreement', t('home/agreement'), { isPublic: true }),
  page('home/secret', t('home/secret'), { isPublic: true }),
  ...titled(['home/msgNotice']),
  page('home/msgDetail', t('home/msgDetail'), ENTRY),
  page('home/happyOut', '', CUSTOM),
  ...titled(['home/allergicPage']),
  page('home/lookDetailAllerg', ''),

  // Pre-consultation
  ...pages(
    [
      'preConsultation/index',
      'preConsultation/pages/mainPreConsultation',
      'questionPre/index',
      'qrIncome/welcomePage',
      'qrIncome/getUserInfo',
      'pages/qrHomeIndex',
      'pages/linkHomeIndex',
    ],
    t('preConsultation'),
  ),
  page('pages/userAgreement', t('home/agreement'), { isPublic: true }),
  page('pages/privacyPolicy', t('home/secret'), { isPublic: true }),

  // Assessment and nutrition
  ...titled(['synthPage/index', 'nutritionFun/foodIndex', 'nutritionFun/health/stepA']),
  ...pages(
    ['nutritionFun/heightAssess/stepA', 'nutritionFun/heightAssess/stepB', 'nutritionFun/heightAssess/stepC'],
    t('nutritionFun/heightAssess'),
  ),
  ...pages(
    ['nutritionFun/weightAssess/stepA', 'nutritionFun/weightAssess/stepB'],
    t('nutritionFun/weightAssess'),
  ),
  ...titled([
    'nutritionFun/foodList/classtype',
    'nutritionFun/foodList/index',
    'nutritionFun/foodList/assessHistory',
    'nutritionFun/foodList/voice',
    'nutritionFun/report/index',
    'nutritionFun/heightReport/index',
    'nutritionFun/digestionReport/index',
    'nutritionFun/weightReport/index',
    'nutritionFun/highScoreReport/index',
    'nutritionFun/nutritionForm/stepA',
    'evaluationFun/assessment',
    'evaluationFun/babyProtect',
    'evaluationFun/addNewFile',
    'evaluationFun/presentation',
    'evaluationFun/babyInfo/index',
    'evaluationFun/shareReport/index',
  ]),
  page('evaluationFun/shareWebview/index', t('evaluationFun/shareWebview/index'), {
    ...ENTRY,
    isPublic: true,
  }),
  ...titled(['evaluationFun/babyProtectM']),

  // Member area and appointments
  ...titled([
    'newFun/addBaby',
    'newFun/updateBaby',
    'newFun/myBaby',
    'newFun/index',
    'newFun/orderHistory',
    'newFun/orderDetail',
    'newFun/orderPage',
    'newFun/jcReport',
    'newFun/lineCharts',
    'newFun/jcPdf',
    'newFun/pdfList',
    'newFun/setMeal',
    'newFun/setMealDetail',
    'newFun/newFile',
    'newFun/sureInfo',
    'newFun/webPage',
    'newFun/webPages',
    'newFun/memberCheck',
    'newFun/consumeHistory',
    'newFun/consumeDetail',
    'newFun/consumerRecord',
    'newFun/ruleTxt',
    'newFun/onlinePay',
  ]),
  page('newFun/surePay', t('newFun/surePay'), CUSTOM),
  page('newFun/completePay', t('newFun/completePay'), ENTRY),
  ...titled([
    'newFun/coupons',
    'newFun/couponsDetail',
    'newFun/integralRule',
    'newFun/integralDetail',
    'newFun/integralRulexz',
    'newFun/integralRecording',
    'newFun/integralGive',
  ]),
  page('newFun/integralMall', t('newFun/integralMall'), { hideTitle: true }),
  // Sprout's own page (the spec's list names no goods page), opened from a goods of 积分商城.
  page('newFun/goodsDetail', '商品详情'),
  ...titled(['newFun/integrallook', 'newFun/addressManage', 'newFun/addAddress', 'newFun/iosDownload']),

  // Other
  ...titled(['otherFun/knowledge/index', 'otherFun/doctor', 'otherFun/managerInfo', 'otherFun/scheduling']),
  page('otherFun/success', t('otherFun/success'), ENTRY),
  ...titled([
    'otherFun/uploadImg',
    'otherFun/imgDetail',
    'otherFun/appointmentInfo',
    'otherFun/addSubmit',
    'otherFun/interrogationList',
    'otherFun/chat',
    'otherFun/consulting',
    'otherFun/evaluationDetails',
    'otherFun/summary',
    'otherFun/userInfo',
  ]),
  // Sprout's own page (not in the spec's route list), opened from 就诊人信息.
  page('otherFun/help', '使用帮助'),
  // Sprout's own pages (issue 23, not in the spec's route list): AI问诊, from home, 找医生 and 问诊记录.
  ...titled(['aiConsult/index', 'aiConsult/chat', 'aiConsult/summary', 'aiConsult/history']),
  page('htmlFee/feeIndex', t('htmlFee/feeIndex'), { ...ENTRY, theme: TEAL_THEME }),
  page('registmember/index', t('registmember/index'), { showBack: false }),
  page('registmember/loading', '', CUSTOM),
  ...titled(['newAppoinment/index']),
  page('newAppoinmentQr/index', t('newAppoinmentQr/index'), CUSTOM),
  page('newAppoinmentQr/doctorError', t('newAppoinmentQr/doctorError'), CUSTOM),

  // System pages outside /pages/
  { path: '/choose-location', title: t('chooseLocation'), nav: 'fixed', showBack: true, showHome: false },
  { path: '/open-location', title: t('openLocation'), nav: 'fixed', showBack: true, showHome: false },
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

export const findRoute = (path: string): RouteEntry | undefined => byPath.get(path);

const byLowerPath = new Map(ROUTES.map((route) => [route.path.toLowerCase(), route]));

/**
 * The route an address opens, matched as the router always has: letter case and a trailing slash
 * ignored ('/pages/newfun/mybaby/' opens 我的宝宝).
 */
export const matchRoute = (path: string): RouteEntry | undefined =>
  byLowerPath.get((path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase());

/** '/pages/home/index' → 'home/index'; '/choose-location' → 'choose-location': the module path under routes/. */
export const moduleNameOf = (path: string): string => path.replace(/^\/pages\//, '').replace(/^\//, '');
