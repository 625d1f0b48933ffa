import { booking } from '@sprout/contract';
import { z } from 'zod';
import { bookingStrings as t } from '../strings.ts';

/** 填写订单: a chosen baby, and the reason under the contract's own rule (required, at most 200 characters). */
export const orderSchema = z.object({
  babyId: z
    .number()
    .nullable()
    .refine((id) => id !== null, t.chooseBaby),
  visitReason: booking.addAppointment.body.shape.visitReason,
});
export type OrderValues = z.input<typeof orderSchema>;
export type OrderOutput = z.output<typeof orderSchema>;
