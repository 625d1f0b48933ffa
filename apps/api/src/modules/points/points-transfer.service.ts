import type { api, ParsedBodyOf } from '@sprout/contract';
import {
  canTakePoints,
  clinicToday,
  lotsTaken,
  maskedPersonName,
  maskMobile,
  usablePoints,
} from '@sprout/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { conflict, invalidInput, notFound } from '../../http/app-error.ts';
import { parentByPhone, parentContact } from '../accounts/parent-contact.service.ts';
import { consumeSmsCodeIn, countWrongSmsCode, sendSmsCode } from '../accounts/sms-codes.service.ts';
import { isActivatedMember, requireActivatedMember } from '../members/members.service.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { isAnswered, oncePerKey } from '../value/once-per-key.service.ts';
import { givePoints } from './points-earning.ts';
import { currentPointsRule } from './points-rules.service.ts';
import * as repo from './points.repository.ts';
import {
  INSUFFICIENT,
  ledgerOf,
  lockPoints,
  pointsBalanceOf,
  takePoints,
  toLedgerEntry,
} from './points.service.ts';

/**
 * 积分转赠: to another activated member found by phone, confirmed by the receiver's masked name and
 * an SMS code sent to the sender's own phone, within the rule's daily count and points. Both sides
 * are written in one transaction (double entry): the sender's transfer-out and the receiver's
 * transfer-in entries, which keep the validity the points had; the receiver gets a system message.
 */

const NO_RECEIVER = '该手机号未开通会员积分，无法转赠';
const COUNT_REACHED = '今日转赠次数已达上限';
const pointsLeftToday = (left: number) => `今日最多还可转赠${left}积分`;
/** 积分明细, where the receiver sees the transfer-in entry. */
const POINTS_LEDGER_ROUTE = '/pages/newFun/integralDetail';

/** How a person is named to the other side: the nickname masked, else the masked phone. */
const shownName = (p: { nickname: string | null; phone: string | null }) =>
  p.nickname?.trim() ? maskedPersonName(p.nickname) : maskMobile(p.phone ?? '');

const receiverFor = async (db: Db, sender: ParentPrincipal, mobile: string) => {
  const receiver = await parentByPhone(db, mobile);
  if (receiver?.userId === sender.userId) throw invalidInput({ mobile: '不能转赠给自己' });
  if (!receiver || !(await isActivatedMember(db, receiver.userId))) throw notFound(NO_RECEIVER);
  return receiver;
};

const allowanceToday = async (db: Db, userId: number, today: string) => {
  const rule = await currentPointsRule(db);
  const done = await repo.transfersOutOn(db, userId, today);
  return {
    countLeft: Math.max(0, rule.transferDailyCount - done.count),
    pointsLeft: Math.max(0, rule.transferDailyPoints - done.points),
  };
};

/** The confirmation step: who receives (masked) and what the sender may still give today. */
export const checkTransfer = async (ctx: AppContext, sender: ParentPrincipal, mobile: string) => {
  await requireActivatedMember(ctx.db, sender.userId);
  const receiver = await receiverFor(ctx.db, sender, mobile);
  const today = clinicToday();
  const left = await allowanceToday(ctx.db, sender.userId, today);
  return {
    receiverName: shownName(receiver),
    receiverMobile: maskMobile(mobile),
    usable: usablePoints(await ledgerOf(ctx.db, sender.userId), today),
    countLeftToday: left.countLeft,
    pointsLeftToday: left.pointsLeft,
  };
};

/** The SMS code for a transfer, to the sender's own phone, under the R4 limits of every code. */
export const sendTransferCode = async (ctx: AppContext, sender: ParentPrincipal, ip: string | null) => {
  await requireActivatedMember(ctx.db, sender.userId);
  if (!sender.phone) throw invalidInput({ mobile: '请先绑定手机号' });
  return sendSmsCode(ctx, sender.phone, 'points-transfer', ip);
};

const transferAnswer = z.object({
  points: z.number().int(),
  receiverName: z.string(),
  balance: z.number().int(),
});

type TransferBody = ParsedBodyOf<typeof api.points.transfer>;

/**
 * The transfer itself, once per request key (R16). What would refuse it is checked first, so a parent
 * corrects the figure and sends the same code. Then, under the key's lock and after its replay check,
 * the code is used up inside the transfer's transaction: a replay (a lost answer, five taps at once)
 * answers the first result and never touches the code, and a transfer refused under the accounts'
 * locks gives its code back with the rollback. A wrong code's try counts all the same.
 */
export const transferPoints = async (ctx: AppContext, sender: ParentPrincipal, body: TransferBody) => {
  const { requestKey, code, ...details } = body;
  const request = { caller: `parent:${sender.userId}`, scope: 'points.transfer', key: requestKey };
  if (!(await isAnswered(ctx.db, request)))
    await refusalOf(ctx.db, sender, details.mobile, details.points, clinicToday());
  try {
    return await oncePerKey(ctx.db, { ...request, body: details }, transferAnswer, async (trx) => {
      if (!sender.phone) throw invalidInput({ mobile: '请先绑定手机号' });
      await consumeSmsCodeIn(trx, ctx, sender.phone, 'points-transfer', code);
      return moveTransfer(trx, sender, details.mobile, details.points, requestKey);
    });
  } catch (err) {
    await countWrongSmsCode(ctx, err);
    throw err;
  }
};

/**
 * Throws what a transfer would be refused for, writing nothing; moveTransfer checks the same again
 * under the accounts' locks, which is what guarantees them.
 */
const refusalOf = async (db: Db, sender: ParentPrincipal, mobile: string, points: number, today: string) => {
  await requireActivatedMember(db, sender.userId);
  await receiverFor(db, sender, mobile);
  await withinToday(db, sender.userId, points, today);
  if (!canTakePoints(await ledgerOf(db, sender.userId), points, today)) throw conflict(INSUFFICIENT);
};

/** Refuses a transfer over today's count or points (the rule in force). */
const withinToday = async (db: Db, userId: number, points: number, today: string) => {
  const left = await allowanceToday(db, userId, today);
  if (left.countLeft <= 0) throw conflict(COUNT_REACHED);
  if (points > left.pointsLeft) throw conflict(pointsLeftToday(left.pointsLeft));
};

const moveTransfer = async (
  trx: Db,
  sender: ParentPrincipal,
  mobile: string,
  points: number,
  key: string,
) => {
  await requireActivatedMember(trx, sender.userId);
  const receiver = await receiverFor(trx, sender, mobile);
  // Both accounts, the lower id first, so two transfers between the same pair cannot deadlock.
  for (const id of [sender.userId, receiver.userId].sort((a, b) => a - b)) await lockPoints(trx, id);
  await withinToday(trx, sender.userId, points, clinicToday());
  const receiverName = shownName(receiver);
  const out = await takePoints(trx, {
    userId: sender.userId,
    points,
    kind: 'transfer-out',
    reason: `转赠给 ${receiverName}`,
    ref: `transfer:${key}`,
    counterpartUserId: receiver.userId,
  });
  const senderName = shownName((await parentContact(trx, sender.userId)) ?? { nickname: null, phone: null });
  const lots = lotsTaken(await ledgerOf(trx, sender.userId), toLedgerEntry(out));
  for (const [i, lot] of lots.entries())
    await givePoints(trx, {
      userId: receiver.userId,
      points: lot.points,
      kind: 'transfer-in',
      reason: `${senderName} 转赠`,
      ref: `transfer:${sender.userId}:${out.id}:${i}`,
      expiresOn: lot.expiresOn,
      counterpartUserId: sender.userId,
    });
  // The receiver hears of it in 消息, written with the entries: both or neither.
  await postSystemMessage(trx, receiver.userId, {
    category: 'member',
    title: '收到积分转赠',
    content: `${senderName} 转赠给您 ${points} 积分，已计入您的积分账户。`,
    link: POINTS_LEDGER_ROUTE,
  });
  return { points, receiverName, balance: await pointsBalanceOf(trx, sender.userId) };
};
