import type { AppContext } from '../../app-context.ts';
import { conflict } from '../../http/app-error.ts';
import { alipayUserIdOf, saveAlipayUserId } from './alipay-payers.repository.ts';

/** Where Alipay's authorisation sends the browser back: the patient app's entry, which finishes it. */
export const ALIPAY_AUTHORIZE_RETURN_PATH = '/appointment/';

/** The payer's Alipay user id for the configured Alipay app, or null (not authorised, or no Alipay). */
export const payerAlipayUserId = async (ctx: AppContext, userId: number): Promise<string | null> => {
  const auth = ctx.payments.alipayPayer;
  return auth ? alipayUserIdOf(ctx.db, userId, auth.appId) : null;
};

/**
 * 支付宝授权 (fee collection's Alipay auth): inside the Alipay app, paying needs the payer's Alipay
 * user id. Without a code: whether the parent has authorised, and if not the authorisation page to
 * open (it comes back to the app's entry with ?auth_code&state; the app checks the state it made).
 * With a code: its one-time exchange (alipay.system.oauth.token), kept for the parent.
 */
export const authorizeAlipayPayer = async (
  ctx: AppContext,
  userId: number,
  { authCode, state }: { authCode?: string | null | undefined; state: string },
): Promise<{ authorized: boolean; authorizeUrl: string | null }> => {
  const auth = ctx.payments.alipayPayer;
  if (!auth) throw conflict('暂不支持支付宝支付，请选择微信支付');
  if (authCode) {
    await saveAlipayUserId(ctx.db, userId, auth.appId, await auth.exchangeAuthCode(authCode));
    return { authorized: true, authorizeUrl: null };
  }
  if (await alipayUserIdOf(ctx.db, userId, auth.appId)) return { authorized: true, authorizeUrl: null };
  const redirectUri = `${ctx.config.PUBLIC_BASE_URL ?? ''}${ALIPAY_AUTHORIZE_RETURN_PATH}`;
  return { authorized: false, authorizeUrl: auth.authorizeUrl(redirectUri, state) };
};
