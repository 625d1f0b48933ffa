import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/**
 * 支付宝授权 (the fee collection's Alipay auth): inside the Alipay app, paying from the page needs
 * the payer's Alipay user id, which the server gets from a one-time code of Alipay's authorisation
 * (auth_base). The page leaves for the authorisation page with a random state, comes back to the
 * app's entry with ?auth_code&state, and the launch hands the code over only when the state matches
 * (a code planted by a link elsewhere is dropped), then returns to the page that asked.
 */
const STATE_KEY = 'sprout.alipayState';
const RETURN_KEY = 'sprout.alipayReturn';
/** Set once the code was exchanged: the pay page that asked goes on paying by itself. */
const RESUME_KEY = 'sprout.alipayResume';

const randomState = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** 'ready' when the payer is authorised; 'leaving' when the browser is on its way to authorise. */
export const ensureAlipayPayer = async (returnRoute: string): Promise<'ready' | 'leaving'> => {
  const state = randomState();
  const answer = await callApi(routes.fees.feeAlipayAuth, { body: { state } }, { loading: true });
  if (answer.authorized || !answer.authorizeUrl) return 'ready';
  sessionStorage.setItem(STATE_KEY, state);
  sessionStorage.setItem(RETURN_KEY, returnRoute);
  window.location.assign(answer.authorizeUrl);
  return 'leaving';
};

/**
 * Back from the authorisation with ?auth_code&state: exchanges the code when the state is ours and
 * answers the route to go back to (null when the state is not ours: nothing was asked for here).
 */
export const finishAlipayAuthorize = async (authCode: string, state: string): Promise<string | null> => {
  const expected = sessionStorage.getItem(STATE_KEY);
  const returnRoute = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(STATE_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  if (!expected || expected !== state) return null;
  await callApi(routes.fees.feeAlipayAuth, { body: { authCode, state } });
  if (returnRoute) sessionStorage.setItem(RESUME_KEY, returnRoute);
  return returnRoute;
};

/**
 * True once, on the page that sent the parent to authorise, right after the code was exchanged: the
 * parent had already tapped 立即支付 (inside the Alipay app the authorisation shows no screen).
 */
export const takeAlipayResume = (route: string): boolean => {
  const resume = sessionStorage.getItem(RESUME_KEY);
  if (resume !== route) return false;
  sessionStorage.removeItem(RESUME_KEY);
  return true;
};
