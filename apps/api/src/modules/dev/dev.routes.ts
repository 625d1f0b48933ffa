import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { acceptFormPosts } from './form-posts.ts';
import { issueEmbeddedAuthCode } from '../../providers/wechat/embedded-wechat.ts';
import { parseInput } from '../../http/validation.ts';
import { AUTHORIZE_CSS, authorizePage } from './wechat-authorize-page.ts';

const outboxQuery = z.strictObject({ mobile: z.string().regex(/^1\d{10}$/, '请输入正确的手机号') });
const wechatOutboxQuery = z.strictObject({ openid: z.string().min(1).max(64).optional() });
const mailOutboxQuery = z.strictObject({ to: z.string().email().max(254).optional() });
const authorizeQuery = z.object({
  appid: z.string().min(1),
  redirect_uri: z.string().url(),
  response_type: z.literal('code').default('code'),
  scope: z.enum(['snsapi_base', 'snsapi_userinfo']).default('snsapi_base'),
  state: z.string().max(128).default(''),
});
const authorizeForm = authorizeQuery.extend({
  wechatUser: z.string().min(1).max(64),
  nickname: z.string().max(20).default(''),
  decision: z.enum(['allow', 'deny']),
});

/**
 * Helpers that exist only with development providers, never in production:
 * the SMS outbox, WeChat's authorise page and its template-message outbox, the mail outbox.
 */
export const registerDevRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const readMail = ctx.mail.isDevelopment ? ctx.mail.readOutbox : undefined;
  if (readMail) {
    // Mail the development transport kept (invoice PDFs), newest first, whole: `raw` is the MIME source.
    app.get('/dev/mail-outbox', async (req) => {
      const { to } = parseInput(mailOutboxQuery, req.query);
      return { success: true, code: 200, data: { list: readMail(to ?? null) }, msg: 'ok' };
    });
  }
  const readOutbox = ctx.sms.isDevelopment ? ctx.sms.readOutbox : undefined;
  if (readOutbox) {
    app.get('/dev/sms-outbox', async (req) => {
      const { mobile } = parseInput(outboxQuery, req.query);
      const list = (await readOutbox(mobile)).map((text) => ({
        id: text.id,
        mobile: text.phone,
        template: text.template,
        content: text.content,
        code: /(\d{6})/.exec(text.content)?.[1] ?? null,
        createdAt: text.createdAt,
      }));
      return { success: true, code: 200, data: { list }, msg: 'ok' };
    });
  }
  const readTemplateOutbox = ctx.wechat.isDevelopment ? ctx.wechat.readTemplateOutbox : undefined;
  if (readTemplateOutbox) {
    // The embedded official account's template messages (notices), newest first; one follower's with ?openid=.
    app.get('/dev/wechat-outbox', async (req) => {
      const { openid } = parseInput(wechatOutboxQuery, req.query);
      // Without the openid itself: it never leaves the server, not even here (quality bar R6).
      const list = (await readTemplateOutbox(openid ?? null)).map(({ openid: _o, ...sent }) => sent);
      return { success: true, code: 200, data: { list }, msg: 'ok' };
    });
  }
  if (ctx.wechat.isDevelopment) {
    app.register(async (scope) => {
      acceptFormPosts(scope);
      scope.get('/dev/wechat/authorize', async (req, reply) => {
        const params = parseInput(authorizeQuery, req.query);
        const rememberedUser =
          /sprout_wx_user=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1] ??
          `wx-${randomBytes(6).toString('hex')}`;
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(authorizePage(params, rememberedUser, ctx.wechat.appId));
      });
      scope.get('/dev/wechat/authorize.css', async (_req, reply) =>
        reply.type('text/css; charset=utf-8').send(AUTHORIZE_CSS),
      );
      scope.post('/dev/wechat/authorize', async (req, reply) => {
        const form = parseInput(authorizeForm, req.body);
        const target = new URL(form.redirect_uri);
        if (form.decision === 'deny' || form.appid !== ctx.wechat.appId) {
          // WeChat leaves `code` out when the user refuses.
          target.searchParams.set('state', form.state);
          return reply.redirect(target.toString());
        }
        const code = await issueEmbeddedAuthCode(
          ctx.db,
          form.appid,
          form.wechatUser,
          form.scope === 'snsapi_userinfo' ? form.nickname || '微信用户' : null,
        );
        target.searchParams.set('code', code);
        target.searchParams.set('state', form.state);
        reply.header(
          'set-cookie',
          `sprout_wx_user=${encodeURIComponent(form.wechatUser)}; Path=/dev/wechat; HttpOnly; SameSite=Lax; Max-Age=31536000`,
        );
        return reply.redirect(target.toString());
      });
    });
  }
};
