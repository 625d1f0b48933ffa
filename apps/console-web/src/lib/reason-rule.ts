import type { z } from 'zod';

/**
 * The rule of a "why" box (停诊原因, 删除原因): the contract's own reason field decides, so the
 * dialog and the server refuse the same reasons with the same words: blank (spaces count as
 * blank, the field trims) or longer than its limit.
 */
export function reasonProblem(schema: z.ZodString, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '请写明原因');
}

/** The reason as it is sent: trimmed, as the server stores it. */
export const reasonToSend = (schema: z.ZodString, value: string): string => schema.parse(value);

/** The most characters the box takes: the contract's limit, counted as the box shows it. */
export const reasonMaxLength = (schema: z.ZodString): number | undefined => schema.maxLength ?? undefined;
