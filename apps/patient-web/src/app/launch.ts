import { routes } from '@sprout/contract/routes';
import { callApi, configureApiClient, isApiError } from '../lib/api-client.ts';
import { promptBindPhone } from '../lib/bind-phone-dialog.ts';
import { currentInAppBrowser } from '../lib/in-app-browser.ts';
import { appRouter } from '../lib/router.ts';
import { toastError } from '../lib/toast.ts';
import { APP_BASE, HOME_PATH, REGISTER_PATH } from '../config/constants.ts';
import { useCurrentBaby } from '../stores/current-baby.ts';
import { hasPhone, hasToken, type SessionUser, useSession } from '../stores/session.ts';
import { finishAlipayAuthorize } from '../features/payments/api/alipay-authorize.ts';
import { findRoute } from './route-table.ts';

/**
 * App launch (spec sections 2 and 4): read the cached user; finish a WeChat authorise redirect;
 * with no token force a login (the official-account flow inside WeChat, the login page
 * elsewhere); with a token but no phone, prompt to bind one; then mark that the user has operated.
 */

const RETURN_KEY = 'sprout.returnTo';
const STATE_KEY = 'sprout.wxState';
const OPERATED_KEY = 'sprout.operated';
const BIZ_APP_KEY = 'sprout.bizAppId';

/** The current hash route, e.g. '/pages/newFun/myBaby?x=1'. */
const currentRoute = (): string => window.location.hash.replace(/^#/, '') || HOME_PATH;
const pathOf = (route: string): string => route.split('?', 1)[0] ?? route;

/** Pages that open without a login (register, agreements, a shared report) never force one. */
export const isPublicRoute = (route: string): boolean => findRoute(pathOf(route))?.isPublic === true;

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''); // 32 characters (spec 9)
}

/** Remembers where to come back to after a login. */
function stashReturnRoute(route: string): void {
  if (!isPublicRoute(route)) sessionStorage.setItem(RETURN_KEY, route);
}

/** The route stashed before a forced login, once; the login page calls it after a successful login. */
export function takeReturnRoute(): string | null {
  const route = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return route;
}

function bizAppId(): string | undefined {
  const fromUrl = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('bizAppId');
  if (fromUrl) sessionStorage.setItem(BIZ_APP_KEY, fromUrl);
  return fromUrl ?? sessionStorage.getItem(BIZ_APP_KEY) ?? undefined;
}

function storeSession(user: SessionUser): void {
  const previous = useSession.getState().userId;
  if (previous !== null && previous !== user.userId) useCurrentBaby.getState().setCurrentBabyId(null);
  useSession.getState().setUser(user);
}

/** Leaves for WeChat's authorise page; resolves false when that could not start. */
async function startWechatLogin(): Promise<boolean> {
  try {
    const biz = bizAppId();
    const { appId, authorizeUrl } = await callApi(
      routes.accounts.getAppIdByBizAppId,
      { query: biz ? { bizAppId: biz } : {} },
      { silent: true },
    );
    const state = randomState();
    sessionStorage.setItem(STATE_KEY, state);
    stashReturnRoute(currentRoute());
    const redirectUri = encodeURIComponent(`${window.location.origin}${APP_BASE}`);
    window.location.assign(
      `${authorizeUrl}?appid=${encodeURIComponent(appId)}&redirect_uri=${redirectUri}` +
        `&response_type=code&scope=snsapi_userinfo&state=${state}#wechat_redirect`,
    );
    return true;
  } catch (error) {
    console.error('[launch] WeChat authorise could not start', error);
    return false;
  }
}

let forcing = false;

/**
 * Forced login (spec 4 and codes 1000/1001/1100/402). The caller has cleared the stored user.
 * Inside WeChat: the official-account authorise flow; elsewhere (or if it cannot start): the
 * login page, remembering the current route to come back to.
 */
export function forceLogin(): void {
  const route = currentRoute();
  if (forcing || isPublicRoute(route)) return;
  forcing = true;
  const toLoginPage = () => {
    stashReturnRoute(route);
    appRouter.relaunch(REGISTER_PATH);
    forcing = false;
  };
  if (currentInAppBrowser() === 'wechat') {
    void startWechatLogin().then((left) => {
      if (!left) toLoginPage();
    });
  } else {
    toLoginPage();
  }
}

configureApiClient({ onForcedLogin: forceLogin });

/** Back from WeChat's authorise page with ?code&state: exchange the code for a session. */
async function finishWechatLogin(code: string, state: string): Promise<void> {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  const returnTo = takeReturnRoute() ?? HOME_PATH;
  // Drop ?code&state from the address so a reload or a share never replays them.
  window.history.replaceState(null, '', `${window.location.pathname}#${returnTo}`);
  appRouter.redirect(returnTo); // the router read the address before launch: tell it too
  if (expected !== state) {
    console.warn('[launch] WeChat state mismatch: ignoring the code');
    return;
  }
  try {
    const biz = bizAppId();
    const login = await callApi(routes.accounts.officialAccountsLogin, {
      body: biz ? { code, bizAppId: biz } : { code },
    });
    if (login.registered && login.session) {
      storeSession(login.session);
    } else if (login.wxTicket) {
      storeSession(
        await callApi(routes.accounts.officialAccountsRegister, { body: { wxTicket: login.wxTicket } }),
      );
    }
  } catch (error) {
    if (!isApiError(error)) toastError(String(error));
  }
}

/** Back from Alipay's authorisation (?auth_code&state): hand the code over, return to the pay page. */
async function finishAlipayReturn(authCode: string, state: string): Promise<void> {
  let back: string | null = null;
  try {
    back = await finishAlipayAuthorize(authCode, state);
  } catch (error) {
    if (!isApiError(error)) toastError(String(error));
  }
  const route = back ?? currentRoute();
  // Drop ?auth_code&state from the address so a reload or a share never replays them.
  window.history.replaceState(null, '', `${window.location.pathname}#${route}`);
  appRouter.redirect(route);
}

export type LaunchResult = 'ready' | 'leaving';

/**
 * Runs once before the first render. 'leaving' means the page is on its way to WeChat's
 * authorise page and the app should not render (its calls would only force the login again).
 */
export async function launch(): Promise<LaunchResult> {
  const search = new URLSearchParams(window.location.search);
  const code = search.get('code');
  const state = search.get('state');
  if (code && state) await finishWechatLogin(code, state);
  const alipayCode = search.get('auth_code');
  if (alipayCode && state && hasToken(useSession.getState())) await finishAlipayReturn(alipayCode, state);

  const session = useSession.getState();
  const route = currentRoute();
  let result: LaunchResult = 'ready';
  if (!hasToken(session)) {
    if (!isPublicRoute(route)) {
      if (currentInAppBrowser() === 'wechat' && !(code && state) && (await startWechatLogin())) {
        result = 'leaving';
      } else {
        stashReturnRoute(route);
        appRouter.relaunch(REGISTER_PATH);
      }
    }
  } else if (!hasPhone(session) && !isPublicRoute(route)) {
    promptBindPhone();
  }
  sessionStorage.setItem(OPERATED_KEY, '1');
  return result;
}

/** True once the app has launched in this tab (spec 2: the app marks that the user has operated). */
export const hasOperated = (): boolean => sessionStorage.getItem(OPERATED_KEY) === '1';
