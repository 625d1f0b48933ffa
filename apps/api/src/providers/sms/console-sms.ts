import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { type SmsProvider, VERIFICATION_TEMPLATE, verificationText } from './sms-provider.ts';

/** GET /dev/sms-outbox shows this many of a phone's newest texts. */
const OUTBOX_PAGE = 20;

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
    sendNotice: (phone, notice) => store(phone, notice.kind, notice.text),
    readOutbox: async (phone) => {
      const rows = await db.kysely
        .selectFrom('sms_outbox')
        .select(['id', 'phone', 'template', 'content', 'created_at'])
        .where('phone', '=', phone)
        .orderBy('id', 'desc')
        .limit(OUTBOX_PAGE)
        .execute();
      return rows.map(({ created_at, ...text }) => ({ ...text, createdAt: created_at }));
    },
  };
};
