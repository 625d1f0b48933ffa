import { z } from 'zod';

/**
 * Field schemas shared by several endpoints, each with the Chinese message a parent reads.
 * The rules themselves (what a mobile number is, how heights are bounded) live in
 * @sprout/domain; these schemas only carry them to the edge.
 */
export const mobileField = z
  .string({ error: '请输入手机号' })
  .regex(/^1[3-9]\d{9}$/, '请输入正确的11位手机号');
export const smsCodeField = z.string({ error: '请输入验证码' }).regex(/^\d{6}$/, '验证码为6位数字');
export const dateField = z
  .string({ error: '请选择日期' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
/** A digit string (how a query string carries a number) read as the number; anything else as it came. */
const readDigits = (v: unknown): unknown => (typeof v === 'string' && /^-?\d{1,15}$/.test(v) ? Number(v) : v);
/**
 * Whole numbers arrive as numbers in JSON bodies and as digit strings in query strings; nothing else
 * is read as one (z.coerce would take true as 1 and [5] as 5). The third type argument is what
 * QueryOf/BodyOf infer for callers: the number itself (the clients write a query's numbers as digits),
 * not the `unknown` a bare preprocess would give.
 */
export const wholeNumber = <S extends z.ZodType>(schema: S) =>
  z.preprocess<unknown, S, z.input<S>>(readDigits, schema);
/** Record ids are positive 32-bit integers (the id columns of both databases). */
export const MAX_ID = 2_147_483_647;
export const idField = wholeNumber(
  z.number({ error: '编号有误' }).int('编号有误').positive('编号有误').max(MAX_ID, '编号有误'),
);
export const isoTime = z.string();
/**
 * The key a client makes and keeps before sending a request that moves money, points, coupons,
 * package uses or stock (issue 15, R16): a replay with it answers the first result. Sent as the body
 * field `requestKey`; a UUID fits. The same rule as @sprout/domain's isIdempotencyKey.
 */
export const requestKeyField = z
  .string({ error: '请求号缺失，请刷新页面后重试' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '请求号有误，请刷新页面后重试');
