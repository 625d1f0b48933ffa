import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  changeMemberCardType,
  memberCardTypesForStaff,
  saveMemberCardType,
} from './card-types-staff.service.ts';
import { memberCardDetail, memberCards, memberCheck } from './member-cards.service.ts';
import { memberNotice } from './member-notice.ts';
import { memberDiscountList } from './members.service.ts';

const { members, membersConsole } = api;

export const registerMemberRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, members.memberCardList, async ({ principal }) => ({
    list: await memberCards(ctx, principal),
  }));
  registerEndpoint(app, ctx, members.memberCardRule, async ({ principal }) => {
    const { cardTypeName, cardTypeNote, list } = await memberDiscountList(ctx.db, principal.userId);
    return { ...memberNotice(), cardTypeName, cardTypeNote, discounts: list };
  });
  registerEndpoint(app, ctx, members.memberCardDetail, ({ principal, query }) =>
    memberCardDetail(ctx, principal, query.cardId),
  );
  registerEndpoint(app, ctx, members.memberCheck, ({ principal, query }) =>
    memberCheck(ctx, principal, query.pid),
  );
  registerEndpoint(app, ctx, members.memberDiscountList, async ({ principal, body }) => {
    // A pid sent must be one of the parent's records (the legacy client names the child it asks for).
    if (body.pid !== undefined) await memberCheck(ctx, principal, body.pid);
    const { isMember, cardTypeName, list } = await memberDiscountList(ctx.db, principal.userId);
    return { isMember, cardTypeName, list };
  });
  // The console's 会员卡 page.
  registerEndpoint(app, ctx, membersConsole.memberCardTypes, () => memberCardTypesForStaff(ctx));
  registerEndpoint(app, ctx, membersConsole.saveMemberCardType, ({ principal, body }) =>
    saveMemberCardType(ctx, principal, body),
  );
  registerEndpoint(app, ctx, membersConsole.changeMemberCardType, ({ principal, body }) =>
    changeMemberCardType(ctx, principal, body),
  );
};
