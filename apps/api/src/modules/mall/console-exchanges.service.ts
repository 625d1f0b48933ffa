import { type api, mallConsole, type ParsedBodyOf, type ParsedQueryOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import { cancelExchangeIn } from './exchanges.service.ts';
import * as repo from './mall.repository.ts';
import { toConsoleExchangeView } from './mall-view.ts';

/** Exchanges to ship (积分商城 in the console): ship, mark delivered, cancel for a parent; all audited. */

const NOT_FOUND = '兑换单不存在';

const consoleView = async (db: Db, id: number) => {
  const row = await repo.findExchangeView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toConsoleExchangeView(row);
};

const audit = (
  db: Db,
  p: StaffPrincipal,
  action: string,
  exchangeId: number,
  detail: Record<string, unknown>,
) =>
  writeAudit(db, {
    actorType: 'staff',
    actorId: p.staffId,
    action,
    subjectType: 'mallExchange',
    subjectId: String(exchangeId),
    detail,
  });

export const consoleExchanges = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.mallConsole.exchangeList>,
) => {
  const { rows, total } = await repo.pageExchangeViews(ctx.db, q);
  return { list: rows.map(toConsoleExchangeView), total, pageNum: q.pageNum, pageSize: q.pageSize };
};

export const shipExchange = (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.mallConsole.ship>,
) =>
  inTransaction(ctx.db, async (trx) => {
    const moved = await repo.moveExchange(trx, input.exchangeId, 'waiting', 'shipped', {
      carrier: input.carrier,
      tracking_no: input.trackingNo,
      shipped_at: nowIso(),
    });
    if (!moved) {
      await consoleView(trx, input.exchangeId);
      throw conflict('只有待发货的兑换单可以发货');
    }
    await audit(trx, p, 'mall.exchange.ship', moved.id, {
      carrier: input.carrier,
      trackingNo: input.trackingNo,
    });
    return consoleView(trx, moved.id);
  });

export const deliverExchange = (ctx: AppContext, p: StaffPrincipal, exchangeId: number) =>
  inTransaction(ctx.db, async (trx) => {
    const moved = await repo.moveExchange(trx, exchangeId, 'shipped', 'delivered', {
      delivered_at: nowIso(),
    });
    if (!moved) {
      await consoleView(trx, exchangeId);
      throw conflict('只有已发货的兑换单可以确认送达');
    }
    await audit(trx, p, 'mall.exchange.deliver', moved.id, {});
    return consoleView(trx, moved.id);
  });

export const cancelForParent = (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.mallConsole.cancel>,
) => {
  const { requestKey, ...body } = input;
  return oncePerKey(
    ctx.db,
    { caller: `staff:${p.staffId}`, scope: 'mall.cancel', key: requestKey, body },
    mallConsole.cancel.response,
    async (trx) => {
      await consoleView(trx, body.exchangeId);
      await cancelExchangeIn(trx, body.exchangeId, body.reason, p.staffId);
      await audit(trx, p, 'mall.exchange.cancel', body.exchangeId, { reason: body.reason });
      return consoleView(trx, body.exchangeId);
    },
  );
};
