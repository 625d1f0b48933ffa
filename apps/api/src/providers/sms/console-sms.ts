import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { type SmsProvider, VERIFICATION_TEMPLATE, verificationText } from './sms-provider.ts';

/**
 * Development stand-in: every text lands in the sms_outbox table (so several processes share it)
 * and is readable at GET /dev/sms-outbox?mobile= outside production.
 */
export const createConsoleSms = (db: Db): SmsProvider => {
  const store = async (phone: string, template: string, content: string) => {
    await db.kysely
      .insertInto('sms_outbox')
      .values({ phone, template, content, created_at: nowIso() })
      .execute();
  };
  return {
    name: 'console',
    isDevelopment: true,
    sendVerificationCode: (phone, code) => store(phone, VERIFICATION_TEMPLATE, verificationText(code)),
    sendNotice: (phone, template, params) =>
      store(
        phone,
        template,
        `【小芽儿童健康】${Object.entries(params)
          .map(([k, v]) => `${k}: ${v}`)
          .join('，')}`,
      ),
  };
};
