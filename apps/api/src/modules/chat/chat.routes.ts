import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { ParentPrincipal, StaffPrincipal } from '../sessions/sessions.types.ts';
import { type ChatActor, chatAccess } from './chat-access.ts';
import { chatPictureLinks } from './chat-pictures.ts';
import { listMessages, markRead, sendMessage } from './chat.service.ts';
import { issueTicket } from './chat-tickets.service.ts';

const parent = (p: ParentPrincipal): ChatActor => ({ kind: 'parent', userId: p.userId });
const staff = (p: StaffPrincipal): ChatActor => ({ kind: 'staff', staffId: p.staffId, role: p.role });

/** The chat's HTTP calls: the same rules for parents (spec names) and staff (console). */
export const registerChatRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const { chat: p, chatConsole: c } = api;
  registerEndpoint(app, ctx, p.chatTicket, ({ principal }) =>
    issueTicket(ctx.db, parent(principal), principal.sessionId),
  );
  registerEndpoint(app, ctx, p.chatContentAdd, async ({ principal, body }) =>
    sendMessage(ctx, await chatAccess(ctx.db, parent(principal), body.inquiryId), body),
  );
  registerEndpoint(app, ctx, p.chatContentList, async ({ principal, query }) => {
    const actor = parent(principal);
    return listMessages(ctx, actor, await chatAccess(ctx.db, actor, query.inquiryId), query);
  });
  registerEndpoint(app, ctx, p.readStatus, async ({ principal, body }) =>
    markRead(ctx, await chatAccess(ctx.db, parent(principal), body.inquiryId), body.seq),
  );

  registerEndpoint(app, ctx, p.chatPicture, async ({ principal, query }) => {
    const actor = parent(principal);
    return chatPictureLinks(ctx, actor, await chatAccess(ctx.db, actor, query.inquiryId), query.pictureId);
  });

  registerEndpoint(app, ctx, c.chatTicket, ({ principal }) =>
    issueTicket(ctx.db, staff(principal), principal.sessionId),
  );
  registerEndpoint(app, ctx, c.chatContentAdd, async ({ principal, body }) =>
    sendMessage(ctx, await chatAccess(ctx.db, staff(principal), body.inquiryId), body),
  );
  registerEndpoint(app, ctx, c.chatContentList, async ({ principal, query }) => {
    const actor = staff(principal);
    return listMessages(ctx, actor, await chatAccess(ctx.db, actor, query.inquiryId), query);
  });
  registerEndpoint(app, ctx, c.readStatus, async ({ principal, body }) =>
    markRead(ctx, await chatAccess(ctx.db, staff(principal), body.inquiryId), body.seq),
  );
  registerEndpoint(app, ctx, c.chatPicture, async ({ principal, query }) => {
    const actor = staff(principal);
    return chatPictureLinks(ctx, actor, await chatAccess(ctx.db, actor, query.inquiryId), query.pictureId);
  });
};
