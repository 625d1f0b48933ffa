import { loginParentViaApi, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { specMobile } from './support/parent-flows.ts';

/**
 * Every route of product-spec.md section 2 with its title from ui-strings.md (written out here, not
 * read from the app, so that a lost route or a changed title fails). '' = the spec gives no title:
 * the page then carries the app's name.
 */
const SPEC_ROUTES: [string, string][] = [
  ['/pages/home/index', '首页'],
  ['/pages/home/register', '登录'],
  ['/pages/home/agreement', '用户协议'],
  ['/pages/home/secret', '隐私政策'],
  ['/pages/home/msgNotice', '消息通知'],
  ['/pages/home/msgDetail', '消息详情'],
  ['/pages/home/happyOut', ''],
  ['/pages/home/allergicPage', '过敏知识'],
  ['/pages/home/lookDetailAllerg', ''],
  ['/pages/preConsultation/index', '预问诊'],
  ['/pages/preConsultation/pages/mainPreConsultation', '预问诊'],
  ['/pages/questionPre/index', '预问诊'],
  ['/pages/qrIncome/welcomePage', '预问诊'],
  ['/pages/qrIncome/getUserInfo', '预问诊'],
  ['/pages/pages/qrHomeIndex', '预问诊'],
  ['/pages/pages/linkHomeIndex', '预问诊'],
  ['/pages/pages/userAgreement', '用户协议'],
  ['/pages/pages/privacyPolicy', '隐私政策'],
  ['/pages/synthPage/index', '综合评估报告'],
  ['/pages/nutritionFun/foodIndex', '膳食记录'],
  ['/pages/nutritionFun/health/stepA', '消化健康自测'],
  ['/pages/nutritionFun/heightAssess/stepA', '身高营养自测'],
  ['/pages/nutritionFun/heightAssess/stepB', '身高营养自测'],
  ['/pages/nutritionFun/heightAssess/stepC', '身高营养自测'],
  ['/pages/nutritionFun/weightAssess/stepA', '超重/肥胖自测'],
  ['/pages/nutritionFun/weightAssess/stepB', '超重/肥胖自测'],
  ['/pages/nutritionFun/foodList/classtype', '食物分类'],
  ['/pages/nutritionFun/foodList/index', '餐次列表'],
  ['/pages/nutritionFun/foodList/assessHistory', '历史报告'],
  ['/pages/nutritionFun/foodList/voice', '语音录入'],
  ['/pages/nutritionFun/report/index', '膳食报告'],
  ['/pages/nutritionFun/heightReport/index', '身高营养报告'],
  ['/pages/nutritionFun/digestionReport/index', '消化健康报告'],
  ['/pages/nutritionFun/weightReport/index', '超重肥胖报告'],
  ['/pages/nutritionFun/highScoreReport/index', '高分食谱'],
  ['/pages/nutritionFun/nutritionForm/stepA', '儿童营养问卷'],
  ['/pages/evaluationFun/assessment', '评估记录'],
  ['/pages/evaluationFun/babyProtect', '儿保记录'],
  ['/pages/evaluationFun/addNewFile', '身高评估'],
  ['/pages/evaluationFun/presentation', '身高报告'],
  ['/pages/evaluationFun/babyInfo/index', '综合报告'],
  ['/pages/evaluationFun/shareReport/index', '分享历史报告'],
  ['/pages/evaluationFun/shareWebview/index', '查看报告'],
  ['/pages/evaluationFun/babyProtectM', '儿童体格生长评价报告'],
  ['/pages/newFun/addBaby', '添加宝宝'],
  ['/pages/newFun/updateBaby', '编辑宝宝'],
  ['/pages/newFun/myBaby', '我的宝宝'],
  ['/pages/newFun/index', '预约挂号'],
  ['/pages/newFun/orderHistory', '预约记录'],
  ['/pages/newFun/orderDetail', '预约详情'],
  ['/pages/newFun/orderPage', '填写订单'],
  ['/pages/newFun/jcReport', '报告查询'],
  ['/pages/newFun/lineCharts', '生长曲线'],
  ['/pages/newFun/jcPdf', '检查报告单'],
  ['/pages/newFun/pdfList', '检查报告单'],
  ['/pages/newFun/setMeal', '套餐卡'],
  ['/pages/newFun/setMealDetail', '套餐卡详情'],
  ['/pages/newFun/newFile', '基本信息'],
  ['/pages/newFun/sureInfo', '确认信息'],
  ['/pages/newFun/webPage', '报告单'],
  ['/pages/newFun/webPages', '发票'],
  ['/pages/newFun/memberCheck', '会员查询'],
  ['/pages/newFun/consumeHistory', '消费记录'],
  ['/pages/newFun/consumeDetail', '消费详情'],
  ['/pages/newFun/consumerRecord', '消费记录'],
  ['/pages/newFun/ruleTxt', '规则说明'],
  ['/pages/newFun/onlinePay', '在线支付'],
  ['/pages/newFun/surePay', '确认支付'],
  ['/pages/newFun/completePay', '支付完成'],
  ['/pages/newFun/coupons', '优惠券'],
  ['/pages/newFun/couponsDetail', '优惠券规则'],
  ['/pages/newFun/integralRule', '积分规则'],
  ['/pages/newFun/integralDetail', '积分明细'],
  ['/pages/newFun/integralRulexz', '开通会员须知'],
  ['/pages/newFun/integralRecording', '兑换记录'],
  ['/pages/newFun/integralGive', '积分转赠'],
  ['/pages/newFun/integralMall', '积分商城'],
  ['/pages/newFun/integrallook', '兑换详情'],
  ['/pages/newFun/addressManage', '收货地址'],
  ['/pages/newFun/addAddress', '新增收货地址'],
  ['/pages/newFun/iosDownload', 'iOS下载引导'],
  ['/pages/otherFun/knowledge/index', '热点详情'],
  ['/pages/otherFun/doctor', '找医生'],
  ['/pages/otherFun/managerInfo', '医生主页'],
  ['/pages/otherFun/scheduling', '医生排班'],
  ['/pages/otherFun/success', '支付成功'],
  ['/pages/otherFun/uploadImg', '上传病历'],
  ['/pages/otherFun/imgDetail', '病历详情'],
  ['/pages/otherFun/appointmentInfo', '预约信息'],
  ['/pages/otherFun/addSubmit', '提交问诊'],
  ['/pages/otherFun/interrogationList', '问诊记录'],
  ['/pages/otherFun/chat', '在线咨询'],
  ['/pages/otherFun/consulting', '咨询'],
  ['/pages/otherFun/evaluationDetails', '评价详情'],
  ['/pages/otherFun/summary', '问诊小结'],
  ['/pages/otherFun/userInfo', '就诊人信息'],
  ['/pages/htmlFee/feeIndex', '待缴费订单'],
  ['/pages/registmember/index', '会员积分激活'],
  ['/pages/registmember/loading', ''],
  ['/pages/newAppoinment/index', '预约挂号'],
  // Without a doctor the QR page sends the parent to 状态异常 (booking-qr.spec covers that).
  ['/pages/newAppoinmentQr/index?facilityId=1&doctorId=1', '预约挂号'],
  ['/pages/newAppoinmentQr/doctorError', '状态异常'],
  ['/choose-location', '选择位置'],
  ['/open-location', '查看位置'],
];

const APP_NAME = '小芽儿童健康';

test('every spec route resolves with its title, its bar, and no script error', async ({ page, server }) => {
  test.setTimeout(180_000);
  const mobile = specMobile(4);
  const token = await loginParentViaApi(mobile, server.url);
  await page.addInitScript(
    ([t, m]) =>
      localStorage.setItem(
        'sprout.user',
        JSON.stringify({ state: { token: t, uid: 'u', userId: 1, phone: m }, version: 0 }),
      ),
    [token, mobile],
  );
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  // An answer that logs the parent out (1000, 1001, 1100, 402) sends every later page to 登录: name it.
  const loggedOutBy: string[] = [];
  page.on('response', async (r) => {
    if (!r.headers()['content-type']?.includes('json')) return;
    const body: unknown = await r.json().catch(() => null);
    const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : null;
    if (code === 1000 || code === 1001 || code === 1100 || code === 402)
      loggedOutBy.push(`${r.request().method()} ${r.url()} → ${String(code)} on ${page.url()}`);
  });
  await page.goto('/appointment/');
  for (const [path, title] of SPEC_ROUTES) {
    await page.goto(`/appointment/#${path}`);
    await expect(page, path)
      .toHaveTitle(title || APP_NAME)
      .catch((e: unknown) => {
        throw new Error(`${String(e)}\nlogged out by: ${loggedOutBy.join('; ') || 'no answer'}`);
      });
    await expect(page.locator('#root'), path).not.toBeEmpty();
  }
  expect(errors).toEqual([]);
  await page.goto('/appointment/#/pages/htmlFee/feeIndex');
  await screenshot(page, 'routes-fee-index-teal-bar');
  await page.goto('/appointment/#/pages/newFun/coupons');
  await screenshot(page, 'routes-empty-state');
});
