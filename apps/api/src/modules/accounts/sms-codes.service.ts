import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Code } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { lockKey, nowIso } from '../../db/dialect.ts';
import { AppError, invalidInput, tooFrequent } from '../../http/app-error.ts';
import { scrubText } from '../../observability/safe-log.ts';
import * as repo from './sms-codes.repository.ts';
import { SMS_LIMITS, type SmsPurpose } from './sms-limits.ts';

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
    const count = (column: 'phone' | 'ip', value: string, ms: number) =>
      repo.countCodesSince(trx, column, value, since(ms));
    if ((await count('phone', phone, SMS_LIMITS.perPhoneGapMs)) > 0)
      throw tooFrequent('验证码发送太频繁，请60秒后再试');
    if ((await count('phone', phone, 3_600_000)) >= SMS_LIMITS.perPhonePerHour)
      throw tooFrequent('该手机号1小时内获取验证码次数过多，请稍后再试');
    if ((await count('phone', phone, 86_400_000)) >= SMS_LIMITS.perPhonePerDay)
      throw tooFrequent('该手机号今日获取验证码次数已达上限，请明天再试');
    if (ip && (await count('ip', ip, 3_600_000)) >= ctx.config.SMS_PER_IP_PER_HOUR)
      throw tooFrequent('当前网络获取验证码次数过多，请稍后再试');
    await repo.insertCode(trx, {
      phone,
      purpose,
      code_hash: hashCode(phone, purpose, code),
      ip,
      attempts: 0,
      created_at: nowIso(now),
      expires_at: new Date(now.getTime() + SMS_LIMITS.codeTtlMs).toISOString(),
      consumed_at: null,
    });
  });
  try {
    await ctx.sms.sendVerificationCode(phone, code);
  } catch (err) {
    throw Object.assign(new AppError(Code.INTERNAL, '短信发送失败，请稍后重试'), { cause: err });
  }
  return { sent: true as const, resendAfterSeconds: SMS_LIMITS.perPhoneGapMs / 1000 };
};

/** A wrong code: its try is counted once the caller's transaction has ended (countWrongSmsCode). */
export class WrongSmsCode extends AppError {
  readonly codeId: number;
  constructor(codeId: number, message: string) {
    super(Code.INVALID_INPUT, message, { code: message });
    this.codeId = codeId;
  }
}

/**
 * Checks and uses up a code inside the caller's transaction `db` (R4: 5 minutes, 5 tries, once), so a
 * request that is refused afterwards gives the code back with its rollback. Using it up is a conditional
 * update (sms-codes.repository.ts), so a code works once however many requests race with it. A wrong
 * code throws
 * WrongSmsCode without writing: its try must count whatever becomes of the transaction, so the caller
 * counts it afterwards with countWrongSmsCode (consumeSmsCode does both).
 */
export const consumeSmsCodeIn = async (
  db: Db,
  ctx: Pick<AppContext, 'logScope'>,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  now = new Date(),
): Promise<void> => {
  // R14: every failed try is logged (the phone masked; the request line has the address).
  const failed = (reason: 'no_live_code' | 'too_many_tries' | 'wrong_code') =>
    ctx.logScope
      .current()
      .warn({ event: 'sms_code_failed', phone: scrubText(phone), purpose, reason }, 'SMS code refused');
  const row = await repo.newestCode(db, phone, purpose);
  if (!row || row.consumed_at || Date.parse(row.expires_at) <= now.getTime()) {
    failed('no_live_code');
    throw invalidInput({ code: '验证码已失效，请重新获取' });
  }
  if (row.attempts >= SMS_LIMITS.maxAttempts) {
    failed('too_many_tries');
    throw invalidInput({ code: '验证码错误次数过多，请重新获取' });
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(phone, purpose, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    failed('wrong_code');
    const left = SMS_LIMITS.maxAttempts - row.attempts - 1;
    throw new WrongSmsCode(
      row.id,
      left > 0 ? `验证码不正确，还可尝试${left}次` : '验证码错误次数过多，请重新获取',
    );
  }
  if (!(await repo.consumeCode(db, row.id, nowIso(now), SMS_LIMITS.maxAttempts)))
    throw invalidInput({ code: '验证码已失效，请重新获取' });
};

/** Counts a wrong code's try, on the pool: after the transaction that met it, committed or not. */
export const countWrongSmsCode = async (ctx: Pick<AppContext, 'db'>, err: unknown): Promise<void> => {
  if (err instanceof WrongSmsCode) await repo.countFailedAttempt(ctx.db, err.codeId);
};

/** Checks and uses up a code on its own (login, binding): a wrong code's try is counted at once. */
export const consumeSmsCode = async (
  ctx: AppContext,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  now = new Date(),
): Promise<void> => {
  try {
    await consumeSmsCodeIn(ctx.db, ctx, phone, purpose, code, now);
  } catch (err) {
    await countWrongSmsCode(ctx, err);
    throw err;
  }
};
