import { z } from 'zod';
import { useFormDraft } from '../../../lib/use-form-draft.ts';
import { useSession } from '../../../stores/session.ts';

/** What the parent typed on 填写订单: kept across reloads, a detour to 添加宝宝, and the confirm page. */
export const orderDraftSchema = z.object({
  babyId: z.number().int().positive().nullable(),
  visitReason: z.string().max(200),
});
export type OrderDraft = z.infer<typeof orderDraftSchema>;

/**
 * One draft per parent (not per slot): choosing another time keeps the reason already written.
 * It is cleared once the appointment is made.
 */
export const useOrderDraft = () => {
  const userId = useSession((s) => s.userId);
  return useFormDraft(`sprout.bookingDraft.${userId ?? 'guest'}`, orderDraftSchema);
};
