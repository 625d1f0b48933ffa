/**
 * A measurement beyond WHO's implausible-value limits that was saved anyway (apps/api
 * modules/growth/measurement-review.ts): pending (待核对) until staff confirm it. No zod here, so the
 * patient app's pages can name the states without loading schemas.
 */
export const REVIEW_STATES = ['pending', 'confirmed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_STATE_NAMES: Readonly<Record<ReviewState, string>> = {
  pending: '待核对',
  confirmed: '已核对',
};
/** The gap code of an indicator answered without a score because its measurement waits for review. */
export const PENDING_REVIEW_GAP_CODE = 'pendingReview';
