import { orderNoField, payReturnUrlField } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { acceptFormPosts } from './form-posts.ts';
import { randomBytes } from 'node:crypto';
import { invalidInput } from '../../http/app-error.ts';
import { parseInput } from '../../http/validation.ts';
import { PAY_CHANNELS } from '../../providers/payments/payment-provider.ts';
import {
  SANDBOX_ALIPAY_APP_ID,
  type SandboxPayments,
  sandboxAlipayUserId,
} from '../../providers/payments/sandbox-payments.ts';
import { clinicName } from '../clinic/clinic.service.ts';
import { ALIPAY_AUTHORIZE_RETURN_PATH } from '../payments/alipay-payer.service.ts';
import { alipayAuthorizePage, cashierNotice, cashierPage, withResult } from './cashier-page.ts';

const cashierQuery = z.object({
  orderNo: orderNoField,
  channel: z.enum(PAY_CHANNELS),
  returnUrl: payReturnUrlField,
});
const cashierForm = cashierQuery.extend({ decision: z.enum(['pay', 'cancel']) });

const alipayAuthorizeQuery = z.object({
  app_id: z.literal(SANDBOX_ALIPAY_APP_ID, { error: 'app_id 与支付沙箱不一致' }),
  scope: z.literal('auth_base', { error: '仅支持 auth_base' }),
  redirect_uri: z.string().max(500),
  state: z.string().max(64),
});
const alipayAuthorizeForm = z.object({
  redirect_uri: z.string().max(500),
  state: z.string().max(64),
  account: z.string().regex(/^[\w@.-]{1,64}$/, '账户名格式不正确'),
  decision: z.enum(['allow', 'deny']),
});

const html = (body: string) => ({ body, type: 'text/html; charset=utf-8' });

/**
 * The sandbox cashier (development only): GET shows the order the sandbox was asked to collect, POST
 * pays or cancels and sends the browser back to the patient app. The sandbox's notify follows as a job.
 */
export const registerCashierRoutes = (
  app: FastifyInstance,
  ctx: AppContext,
  sandbox: SandboxPayments,
): void => {
  app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.get('/dev/pay/cashier', async (req, reply) => {
      const q = parseInput(cashierQuery, req.query);
      const trade = await sandbox.findPayTrade(q.orderNo);
      const send = (s: { body: string; type: string }) =>
        reply.type(s.type).header('cache-control', 'no-store').send(s.body);
      if (!trade)
        return send(html(cashierNotice('订单不存在或尚未发起支付', withResult(q.returnUrl, 'fail'))));
      if (trade.state === 'SUCCESS')
        return send(html(cashierNotice('该订单已支付', withResult(q.returnUrl, 'ok'))));
      if (trade.state === 'CLOSED')
        return send(html(cashierNotice('这笔支付已取消，请返回重新发起', withResult(q.returnUrl, 'fail'))));
      return send(
        html(
          cashierPage({
            clinicName: await clinicName(ctx.db),
            title: trade.title,
            amountFen: trade.amount_fen,
            orderNo: q.orderNo,
            channel: q.channel,
            returnUrl: q.returnUrl,
          }),
        ),
      );
    });
    // Alipay sends the browser back only to the app's registered callback; so does the sandbox.
    const callback = `${ctx.config.PUBLIC_BASE_URL ?? ''}${ALIPAY_AUTHORIZE_RETURN_PATH}`;
    const checkCallback = (uri: string) => {
      if (!uri.startsWith(callback)) throw invalidInput({ redirect_uri: '回调地址不是本应用的授权回调地址' });
    };
    scope.get('/dev/pay/alipay/authorize', async (req, reply) => {
      const q = parseInput(alipayAuthorizeQuery, req.query);
      checkCallback(q.redirect_uri);
      const remembered = /sprout_alipay_account=([\w@.-]+)/.exec(req.headers.cookie ?? '')?.[1];
      const account = remembered ?? `ali-${randomBytes(4).toString('hex')}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(alipayAuthorizePage({ redirectUri: q.redirect_uri, state: q.state, account }));
    });
    scope.post('/dev/pay/alipay/authorize', async (req, reply) => {
      const form = parseInput(alipayAuthorizeForm, req.body);
      checkCallback(form.redirect_uri);
      const target = new URL(form.redirect_uri, 'http://placeholder');
      target.searchParams.set('state', form.state);
      if (form.decision === 'allow') {
        target.searchParams.set('app_id', SANDBOX_ALIPAY_APP_ID);
        target.searchParams.set('scope', 'auth_base');
        target.searchParams.set(
          'auth_code',
          await sandbox.issueAlipayAuthCode(sandboxAlipayUserId(form.account)),
        );
        reply.header(
          'set-cookie',
          `sprout_alipay_account=${encodeURIComponent(form.account)}; Path=/dev/pay; HttpOnly; SameSite=Lax; Max-Age=31536000`,
        );
      }
      const back =
        target.origin === 'http://placeholder' ? `${target.pathname}${target.search}` : target.toString();
      return reply.redirect(back);
    });
    scope.post('/dev/pay/cashier', async (req, reply) => {
      const form = parseInput(cashierForm, req.body);
      if (form.decision === 'cancel') return reply.redirect(withResult(form.returnUrl, 'cancel'));
      const outcome = await sandbox.pay(form.orderNo);
      if (outcome === 'paid' || outcome === 'already_paid')
        return reply.redirect(withResult(form.returnUrl, 'ok'));
      const message =
        outcome === 'expired'
          ? '订单已过期，请返回重新下单'
          : outcome === 'closed'
            ? '这笔支付已取消，请返回重新发起'
            : '订单不存在或尚未发起支付';
      return reply
        .type('text/html; charset=utf-8')
        .send(cashierNotice(message, withResult(form.returnUrl, 'fail')));
    });
  });
};
