import type { InquiryView } from '@sprout/contract';

type Status = Pick<InquiryView, 'status'>;

/** The doctor closed it with a summary (rated or not): 小结, 评价 and a 再次咨询 of the thread follow. */
export const isAnswered = ({ status }: Status): boolean => status === 'completed' || status === 'rated';

/** Cancelled or refunded before an answer: nothing to continue, only asking the doctor afresh. */
export const isStopped = ({ status }: Status): boolean => status === 'cancelled' || status === 'refunded';

/**
 * Whether the server may still change the inquiry while the parent looks at it, so 问诊详情 watches its
 * chat: waiting for the accept, in progress (answer, close, refund), and after close while the free
 * follow-ups run (their count moves with each message). Not before payment (the parent's own step) nor
 * once cancelled, refunded or past the follow-ups.
 */
export const isLive = (
  inquiry: Pick<InquiryView, 'status' | 'followUpUntil'>,
  now: number = Date.now(),
): boolean => {
  if (inquiry.status === 'waiting' || inquiry.status === 'inProgress') return true;
  if (!isAnswered(inquiry)) return false;
  return inquiry.followUpUntil !== null && new Date(inquiry.followUpUntil).getTime() > now;
};
