import { z } from 'zod';
import { wholeNumber } from './fields.ts';

/** The business envelope every answer travels in: `{ success, code, data, msg }`. */
export interface Envelope<T> {
  success: boolean;
  code: number;
  data: T;
  msg: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), code: z.number().int(), data, msg: z.string() });

/** `data.fields` of a 4000 answer: field path → Chinese message. */
export type FieldErrors = Record<string, string>;

export const pageQuery = z.object({
  pageNum: wholeNumber(z.number().int().min(1, '页码从1开始')).default(1),
  pageSize: wholeNumber(z.number().int().min(1, '每页至少1条').max(100, '每页最多100条')).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
