import type { Db } from '../../db/database.ts';
import type { InquiryRow } from '../../db/schema-consultation.ts';

/** The consultation module's types that other modules hold. */

/** What a parent is told about an inquiry: accepted, reassigned, refunded, summary written (issue 14). */
export type InquiryNotice =
  | 'submitted'
  | 'accepted'
  | 'reassigned'
  | 'refunded'
  | 'summary'
  | 'refundSettled';

/**
 * A module that follows what happens to inquiries (chat: the events become system messages of the
 * conversation). Called inside the transaction of the change, before the parent's own message, so what
 * it writes commits with the change or not at all.
 */
export type InquiryNoticeListener = (
  trx: Db,
  inquiry: InquiryRow,
  notice: InquiryNotice,
  detail: string,
) => Promise<void>;
