import type { Db } from '../../db/database.ts';
import type { InquiryRow } from '../../db/schema-consultation.ts';
import { findInquiry, findThreadInquiries } from './inquiries.repository.ts';

/**
 * An inquiry thread as the chat sees it (issue 14): the first inquiry and its 再次咨询 follow-ups share
 * one conversation. The chat decides who may read and send from this; consultation stays the owner of
 * the inquiries.
 */
export interface InquiryThread {
  rootId: number;
  /** The parent who asked (every inquiry of a thread is theirs). */
  userId: number;
  babyId: number;
  /** The newest inquiry that was paid for (a send goes to it), or the newest of all when none was. */
  current: InquiryRow;
  /** Every doctor who holds or held an inquiry of the thread. */
  doctorIds: number[];
}

const UNPAID = new Set(['pendingPayment', 'cancelled']);

export const inquiryThread = async (db: Db, inquiryId: number): Promise<InquiryThread | undefined> => {
  const inquiry = await findInquiry(db, inquiryId);
  if (!inquiry) return undefined;
  const rootId = inquiry.first_inquiry_id ?? inquiry.id;
  const all = await findThreadInquiries(db, rootId);
  const paid = all.filter((i) => !UNPAID.has(i.status));
  const current = paid.at(-1) ?? all.at(-1) ?? inquiry;
  return {
    rootId,
    userId: inquiry.user_id,
    babyId: inquiry.baby_id,
    current,
    doctorIds: [...new Set(all.map((i) => i.doctor_id))],
  };
};
