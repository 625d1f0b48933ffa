import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { liveBabiesLinkedTo } from '../babies/staff-lookup.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import { issueNotice } from '../notices/notices.service.ts';
import { type BillRow, findBill } from './bills.repository.ts';

/**
 * 待缴费 (issue 22): a bill made for a clinic record tells each guardian whose live baby links the pid
 * (once per bill and guardian: the account is the notice's occurrence), in the bill's transaction; a
 * day later a job reminds them if the bill is still unpaid. Paid, being paid (支付中) or voided: nothing.
 */
export const BILL_REMINDER_JOB = 'fee-bill-reminder';
export const BILL_REMINDER_MS = 24 * 3_600_000;
const FEE_PAGE = '/pages/htmlFee/feeIndex';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Each guardian of the record once, with the name their own profile gives the child. */
const guardiansOf = async (db: Db, pid: string) => {
  const byUser = new Map<number, string>();
  for (const baby of await liveBabiesLinkedTo(db, pid))
    if (!byUser.has(baby.user_id)) byUser.set(baby.user_id, baby.name);
  return [...byUser].map(([userId, child]) => ({ userId, child }));
};

export const noticeBillDue = async (ctx: AppContext, trx: Db, bill: BillRow): Promise<void> => {
  for (const { userId, child } of await guardiansOf(trx, bill.pid))
    await issueNotice(ctx, trx, 'billDue', {
      subjectId: bill.id,
      occurrence: userId,
      userId,
      values: { child, bill: bill.title, amount: yuan(bill.total_fen) },
      message: {
        category: 'payment',
        title: '待缴费',
        content: `${child}有一笔待缴费用「${bill.title}」共 ${yuan(bill.total_fen)} 元，请在待缴费订单中查看并缴费。`,
        link: FEE_PAGE,
      },
    });
  await enqueueJob(trx, {
    kind: BILL_REMINDER_JOB,
    payload: { billId: bill.id },
    runAt: new Date(Date.parse(bill.created_at) + BILL_REMINDER_MS),
    dedupeKey: `fee-bill-reminder:${bill.id}`,
  });
};

/** The guardians are read again: one who bound the record since the bill hears of it too. */
const remindUnpaid = async (ctx: AppContext, payload: Record<string, unknown>) => {
  await inTransaction(ctx.db, async (trx) => {
    const bill = await findBill(trx, Number(payload.billId));
    if (bill?.status !== 'unpaid') return;
    for (const { userId, child } of await guardiansOf(trx, bill.pid))
      await issueNotice(ctx, trx, 'billReminder', {
        subjectId: bill.id,
        occurrence: userId,
        userId,
        values: { child, bill: bill.title, amount: yuan(bill.total_fen) },
        message: {
          category: 'payment',
          title: '缴费提醒',
          content: `${child}的待缴费用「${bill.title}」共 ${yuan(bill.total_fen)} 元尚未缴纳，请及时缴费。`,
          link: FEE_PAGE,
        },
      });
  });
};

/**
 * 核销: a bill paid at the desk moved no order, so no 支付成功 tells of it; its guardians read it in the
 * app (no SMS: they were at the desk).
 */
export const tellPaidAtDesk = async (trx: Db, bill: BillRow): Promise<void> => {
  for (const { userId, child } of await guardiansOf(trx, bill.pid))
    await postSystemMessage(trx, userId, {
      category: 'payment',
      title: '缴费成功',
      content: `${child}的费用「${bill.title}」共 ${yuan(bill.total_fen)} 元已在诊所缴清。`,
      link: `${FEE_PAGE}?tab=paid`,
    });
};

export const registerBillNotices = (ctx: AppContext): void => {
  ctx.jobHandlers.register(BILL_REMINDER_JOB, (jobCtx, payload) => remindUnpaid(jobCtx, payload));
};
