import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import type { FanoutProvider } from './fanout/fanout-provider.ts';
import { createMemoryFanout } from './fanout/memory-fanout.ts';
import { createPostgresFanout } from './fanout/postgres-fanout.ts';
import { createRedisFanout } from './fanout/redis-fanout.ts';
import type { HisProvider } from './his/his-provider.ts';
import { createSproutHis } from './his/sprout-his.ts';
import { createInvoiceProvider } from './invoices/create-invoice-provider.ts';
import type { InvoiceProvider } from './invoices/invoice-provider.ts';
import { createConsoleMail, createSmtpMail } from './mail/create-mail.ts';
import type { MailProvider } from './mail/mail-provider.ts';
import { createPaymentProvider, type Payments } from './payments/create-payment-provider.ts';
import { createAliyunSms } from './sms/aliyun-sms.ts';
import { createConsoleSms } from './sms/console-sms.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { createStorage } from './storage/create-storage.ts';
import type { StorageProvider } from './storage/storage-provider.ts';
import { createEmbeddedWechat } from './wechat/embedded-wechat.ts';
import { createOfficialWechat } from './wechat/official-wechat.ts';
import type { WechatProvider } from './wechat/wechat-provider.ts';

export interface Providers extends Payments {
  sms: SmsProvider;
  wechat: WechatProvider;
  /** Uploaded files (PDF report sheets). */
  storage: StorageProvider;
  /** The clinic's patient records (Sprout's own until a hospital information system is connected). */
  his: HisProvider;
  /** Messages to every API process (sessions to forget, chat messages to deliver). */
  fanout: FanoutProvider;
  /** Electronic invoices (the embedded default, or Nuonuo's open platform). */
  invoices: InvoiceProvider;
  /** Outgoing e-mail (invoice PDFs). */
  mail: MailProvider;
}

/**
 * Redis pub/sub with REDIS_URL, else PostgreSQL LISTEN/NOTIFY when processes share DATABASE_URL, else in
 * memory (unless FANOUT_PROVIDER says otherwise; loadConfig checks it has what it needs).
 */
const createFanout = (
  config: Config,
  onError: (err: Error) => void,
): Promise<FanoutProvider> | FanoutProvider => {
  if (config.fanoutProvider === 'redis' && config.REDIS_URL)
    return createRedisFanout({ url: config.REDIS_URL, onError });
  if (config.fanoutProvider === 'postgres' && config.DATABASE_URL)
    return createPostgresFanout({ connectionString: config.DATABASE_URL, onError });
  return createMemoryFanout();
};

/** Picks each outside service from configuration; loadConfig already refused development providers in production. */
export const createProviders = async (
  config: Config,
  db: Db,
  onError: (err: Error) => void,
): Promise<Providers> => {
  const sms =
    config.SMS_PROVIDER === 'aliyun'
      ? createAliyunSms({
          accessKeyId: config.ALIYUN_ACCESS_KEY_ID ?? '',
          accessKeySecret: config.ALIYUN_ACCESS_KEY_SECRET ?? '',
          signName: config.ALIYUN_SMS_SIGN_NAME ?? '',
          verificationTemplateCode: config.ALIYUN_SMS_TEMPLATE_CODE ?? '',
        })
      : createConsoleSms(db);
  const wechat =
    config.WECHAT_PROVIDER === 'official'
      ? createOfficialWechat({ appId: config.WECHAT_APP_ID, appSecret: config.WECHAT_APP_SECRET ?? '' })
      : createEmbeddedWechat(db, config.WECHAT_APP_ID, config.PUBLIC_BASE_URL ?? '');
  const mail =
    config.MAIL_PROVIDER === 'smtp'
      ? createSmtpMail({
          host: config.SMTP_HOST ?? '',
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE,
          user: config.SMTP_USER,
          pass: config.SMTP_PASS,
          from: config.MAIL_FROM,
        })
      : createConsoleMail(config.MAIL_FROM);
  return {
    sms,
    wechat,
    invoices: createInvoiceProvider(config),
    mail,
    storage: await createStorage(config),
    his: createSproutHis(db),
    fanout: await createFanout(config, onError),
    ...(await createPaymentProvider(config, db)),
  };
};
