import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Code } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { countAll, lockKey, nowIso, toCount } from '../../db/dialect.ts';
import { AppError, invalidInput, tooFrequent } from '../../http/app-error.ts';
import { SMS_LIMITS, type SmsPurpose } from './sms-limits.ts';
import { inTransaction } from '../../db/database.ts';

const hashCode = (phone: string, purpose: string, code: string) =>
  createHash('sha256').update(`${phone}:${purpose}:${code}`).digest('hex');

/**
 * Sends a 6-digit code after checking every R4 limit inside one transaction, so that two requests
 * for the same phone cannot both slip under a limit. The send itself happens after commit: a failed
 * send still counts against the limits, which is what stops an attacker who makes sends fail.
 */
export const sendSmsCode = async (
  ctx: AppContext,
  phone: string,
  purpose: SmsPurpose,
  ip: string | null,
  now = new Date(),
) => {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await inTransaction(ctx.db, async (trx) => {
    await lockKey(trx, `sms:${phone}`);
    const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const count = async (column: 'phone' | 'ip', value: string, ms: number) =>
      toCount(
        (
          await trx.kysely
            .selectFrom('sms_codes')
            .select(countAll())
            .where(column, '=', value)
            .where('created_at', '>', since(ms))
            .executeTakeFirst()
        )?.count,
      );
    if ((await count('phone', phone, SMS_LIMITS.perPhoneGapMs)) > 0)
      throw tooFrequent('验证码发送太频繁，请60秒后再试');
    if ((await count('phone', phone, 3_600_000)) >= SMS_LIMITS.perPhonePerHour)
      throw tooFrequent('该手机号1小时内获取验证码次数过多，请稍后再试');
    if ((await count('phone', phone, 86_400_000)) >= SMS_LIMITS.perPhonePerDay)
      throw tooFrequent('该手机号今日获取验证码次数已达上限，请明天再试');
    if (ip && (await count('ip', ip, 3_600_000)) >= ctx.config.SMS_PER_IP_PER_HOUR)
      throw tooFrequent('当前网络获取验证码次数过多，请稍后再试');
    await trx.kysely
      .insertInto('sms_codes')
      .values({
        phone,
        purpose,
        code_hash: hashCode(phone, purpose, code),
        ip,
        attempts: 0,
        created_at: nowIso(now),
        expires_at: new Date(now.getTime() + SMS_LIMITS.codeTtlMs).toISOString(),
        consumed_at: null,
      })
      .execute();
  });
  try {
    await ctx.sms.sendVerificationCode(phone, code);
  } catch (err) {
    throw Object.assign(new AppError(Code.INTERNAL, '短信发送失败，请稍后重试'), { cause: err });
  }
  return { sent: true as const, resendAfterSeconds: SMS_LIMITS.perPhoneGapMs / 1000 };
};

/**
 * Checks a code against the newest live one for this phone and purpose: 5 minutes, 5 tries, single use.
 * Consuming is a conditional update, so a code works once however many requests race with it.
 */
export const consumeSmsCode = async (
  ctx: AppContext,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  now = new Date(),
): Promise<void> => {
  const db = ctx.db;
  const row = await db.kysely
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.consumed_at || Date.parse(row.expires_at) <= now.getTime())
    throw invalidInput({ code: '验证码已失效，请重新获取' });
  if (row.attempts >= SMS_LIMITS.maxAttempts) throw invalidInput({ code: '验证码错误次数过多，请重新获取' });
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(phone, purpose, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db.kysely
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    const left = SMS_LIMITS.maxAttempts - row.attempts - 1;
    throw invalidInput({
      code: left > 0 ? `验证码不正确，还可尝试${left}次` : '验证码错误次数过多，请重新获取',
    });
  }
  const consumed = await db.kysely
    .updateTable('sms_codes')
    .set({ consumed_at: nowIso(now) })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', SMS_LIMITS.maxAttempts)
    .executeTakeFirst();
  if (Number(consumed.numUpdatedRows) !== 1) throw invalidInput({ code: '验证码已失效，请重新获取' });
};
