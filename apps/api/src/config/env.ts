import { resolve } from 'node:path';
import { z } from 'zod';
import { backupKeyBytes } from './backup-key.ts';
import { namesSameDatabase } from './same-database.ts';
import { parseTrustProxy } from './trust-proxy.ts';

/** Development stand-in for RECORD_QR_SECRET; production refuses to start with it. */
export const DEV_RECORD_QR_SECRET = 'sprout-development-record-qr-secret';
/** Development stand-in for SHARE_LINK_SECRET; production refuses to start with it. */
export const DEV_SHARE_LINK_SECRET = 'sprout-development-share-link-secret';
/** Development stand-in for PICTURE_LINK_SECRET; production refuses to start with it. */
export const DEV_PICTURE_LINK_SECRET = 'sprout-development-picture-link-secret';
/** Signs invoice PDF links outside production (production must set INVOICE_LINK_SECRET). */
export const DEV_INVOICE_LINK_SECRET = 'sprout-development-invoice-link-secret';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every setting the server reads, validated once at start-up. `.env.example` documents each;
 * scripts/settings-table.mjs makes the table in docs/DEPLOY.md from this schema (a unit test keeps it current).
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    // Loopback unless told otherwise: a development server on a clinic's Wi-Fi is reachable by nobody
    // else until HOST=0.0.0.0 (or the LAN address) opens it; an image or a proxy setup sets it.
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.string().url().optional(),
    SQLITE_PATH: z.string().default('./data/sprout.db'),
    PG_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
    PUBLIC_BASE_URL: z.string().url().optional(),
    // The reverse proxies whose X-Forwarded-For is believed: addresses or CIDRs (`127.0.0.1,10.0.0.0/8`),
    // or a hop count; never everyone (config/trust-proxy.ts).
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((text, ctx) => {
        const parsed = parseTrustProxy(text);
        if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
        return typeof parsed === 'string' ? false : parsed;
      }),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    // Per client address. 1,200 (20 a second) because a clinic's waiting room shares one address:
    // about 40 parents active at once at about 30 calls a minute each (docs/OPERATIONS.md).
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    // SMS codes one network address may ask for in an hour (R4's 20). A clinic whose parents share one
    // exit address (the waiting room's Wi-Fi) may raise it; the end-to-end suite, all on 127.0.0.1, does.
    SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
    SEED_DEMO: bool.optional(),
    SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
    ALIYUN_ACCESS_KEY_ID: z.string().optional(),
    ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
    WECHAT_PROVIDER: z.enum(['embedded', 'official']).default('embedded'),
    WECHAT_APP_ID: z.string().default('wx-sprout-embedded'),
    WECHAT_APP_SECRET: z.string().optional(),
    STATIC_ROOT: z.string().optional(),
    // How API processes tell each other things (a revoked session, a chat message): in memory for one
    // process, Redis pub/sub (the default with REDIS_URL), or PostgreSQL LISTEN/NOTIFY when several share
    // DATABASE_URL (the default there without Redis).
    FANOUT_PROVIDER: z.enum(['memory', 'postgres', 'redis']).optional(),
    // Pages allowed to open the chat socket /ws besides the server's own origin (the Host it was asked
    // by) and PUBLIC_BASE_URL: comma-separated origins (https://clinic.example.com), for a front end
    // served from another host.
    CHAT_ALLOWED_ORIGINS: z.string().optional(),
    // Signs the patient-record QR codes the clinic prints (`pid.signature`); production sets its own.
    RECORD_QR_SECRET: z.string().min(16).default(DEV_RECORD_QR_SECRET),
    // Signs the links that open one growth report without logging in; production sets its own.
    SHARE_LINK_SECRET: z.string().min(16).default(DEV_SHARE_LINK_SECRET),
    // Payments: the embedded sandbox (development only), WeChat Pay API v3 or Alipay.
    PAYMENT_PROVIDER: z.enum(['sandbox', 'wechatpay', 'alipay']).default('sandbox'),
    WECHATPAY_MCHID: z.string().optional(),
    WECHATPAY_APP_ID: z.string().optional(),
    WECHATPAY_MINI_APP_ID: z.string().optional(),
    WECHATPAY_SERIAL_NO: z.string().optional(),
    WECHATPAY_PRIVATE_KEY: z.string().optional(),
    WECHATPAY_APIV3_KEY: z.string().length(32).optional(),
    WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
    WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
    ALIPAY_APP_ID: z.string().optional(),
    ALIPAY_PRIVATE_KEY: z.string().optional(),
    ALIPAY_PUBLIC_KEY: z.string().optional(),
    ALIPAY_GATEWAY: z.string().url().optional(),
    // Uploaded files (PDF report sheets): local disk under STORAGE_DIR, or an S3-compatible bucket.
    STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
    STORAGE_DIR: z.string().min(1).optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    // Every answer checked against the contract's zod schema (and the compiled serializer checked
    // against it) before it leaves. On by default everywhere but production, where the serializer
    // compiled from the same schema shapes answers alone; the bench turns it off to measure that path.
    CHECK_RESPONSES: bool.optional(),
    // --- Operating the server (issue 13: metrics, the shared rate limit) ---
    // GET /metrics (Prometheus text) answers only when enabled, and only to `Authorization: Bearer
    // <METRICS_TOKEN>` (at least 32 characters, compared in constant time).
    METRICS_ENABLED: bool.default(false),
    METRICS_TOKEN: z.string().min(32).optional(),
    // Where the general per-address rate limit counts: this process's memory (one process), the
    // database (PostgreSQL, shared by every process on it) or Redis. Default: redis with REDIS_URL,
    // else database with DATABASE_URL, else memory.
    RATE_LIMIT_STORE: z.enum(['memory', 'database', 'redis']).optional(),
    REDIS_URL: z.string().url().optional(),
    // --- end of the operating block ---
    // Answers over 1 kB compressed (brotli or gzip, as the client accepts) by the server itself; false
    // behind a proxy that compresses (nginx in docs/DEPLOY.md), which then does that work.
    COMPRESS_RESPONSES: bool.default(true),
    REPORT_FILE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(200 * 1024 * 1024)
      .default(20 * 1024 * 1024),
    // Medical-record pictures (issue 14): the largest picture accepted as sent (the app checks it first
    // and shows 图片过大，请重新上传), the key that signs upload tokens and picture links, and how long a
    // picture link stays valid.
    PICTURE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(50 * 1024 * 1024)
      .default(10 * 1024 * 1024),
    PICTURE_LINK_SECRET: z.string().min(16).default(DEV_PICTURE_LINK_SECRET),
    PICTURE_LINK_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
    // Backups (`npm run backup`, the nightly `backup-cli.ts --scheduled`, and the copy the server takes
    // before it applies new migrations).
    // Default: a `backups` folder beside the SQLite file (./data/backups).
    BACKUP_DIR: z.string().min(1).optional(),
    // Before applying new migrations to a database that has data, back it up first (SQLite: the online
    // backup; PostgreSQL: pg_dump, which must be on PATH). Without a copy the server refuses to migrate.
    BACKUP_BEFORE_MIGRATE: bool.default(true),
    // Encrypts every file of every backup (AES-256-GCM, db/backup-crypto.ts) when set: 32 random bytes as
    // 64 hex digits or base64. A shorter key is refused in every environment rather than stretched.
    BACKUP_ENCRYPTION_KEY: z
      .string()
      .refine((text) => backupKeyBytes(text) !== null, {
        message: 'must be 32 bytes: 64 hex digits or 44 base64 characters (openssl rand -base64 32)',
      })
      .optional(),
    // PostgreSQL: the scratch database `npm run restore:drill` restores the newest backup into (never
    // DATABASE_URL's). SQLite drills into a temporary file and needs none.
    RESTORE_DRILL_DATABASE_URL: z.string().url().optional(),
    // On SIGTERM, /ready answers 503 for this long before the server stops accepting connections, so a
    // load balancer stops sending it requests; then in-flight requests get SHUTDOWN_GRACE_MS to finish.
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
    // Electronic invoices (issue 15): embedded draws them itself (development, tests; refused in
    // production), nuonuo issues 数电票 through Nuonuo's open platform (docs/DEPLOY.md).
    INVOICE_PROVIDER: z.enum(['embedded', 'nuonuo']).default('embedded'),
    INVOICE_SELLER_NAME: z.string().min(1).default('小芽儿童健康门诊'),
    // The clinic's unified social credit code; the default is Nuonuo's sandbox seller.
    INVOICE_SELLER_TAX_NUMBER: z
      .string()
      .regex(/^[0-9A-Z]{15,20}$/)
      .default('339902999999789113'),
    INVOICE_LINK_SECRET: z.string().min(16).default(DEV_INVOICE_LINK_SECRET),
    NUONUO_GATEWAY: z.string().url().default('https://sdk.nuonuo.com/open/v1/services'),
    NUONUO_APP_KEY: z.string().optional(),
    NUONUO_APP_SECRET: z.string().optional(),
    NUONUO_ACCESS_TOKEN: z.string().optional(),
    NUONUO_CLERK: z.string().max(20).optional(),
    // 税收分类编码 of the clinic's services: 医疗服务.
    NUONUO_GOODS_CODE: z
      .string()
      .regex(/^\d{19}$/)
      .default('3070202000000000000'),
    // 发票种类: pc 数电普票（电子）.
    NUONUO_INVOICE_LINE: z.string().min(1).max(2).default('pc'),
    // Mail (invoice PDFs): console keeps messages for GET /dev/mail-outbox (development), smtp sends.
    MAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
    MAIL_FROM: z.string().min(3).default('小芽儿童健康 <no-reply@sprout.local>'),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(465),
    SMTP_SECURE: bool.default(true),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    // Half an S3 setup is useless in any environment (unlike the payment keys, there is no sandbox to fall back on).
    if (
      env.STORAGE_PROVIDER === 's3' &&
      !(env.S3_REGION && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3 storage needs S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    if (env.FANOUT_PROVIDER === 'postgres' && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['FANOUT_PROVIDER'],
        message: 'the postgres fan-out needs DATABASE_URL',
      });
    if (env.FANOUT_PROVIDER === 'redis' && !env.REDIS_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['FANOUT_PROVIDER'],
        message: 'the redis fan-out needs REDIS_URL',
      });
    if (env.METRICS_ENABLED && !env.METRICS_TOKEN)
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: 'METRICS_ENABLED needs METRICS_TOKEN (at least 32 characters) for the scraper to send',
      });
    if (env.RATE_LIMIT_STORE === 'database' && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT_STORE'],
        message:
          'the database rate-limit store is for PostgreSQL (DATABASE_URL); one SQLite process counts in memory',
      });
    if (env.RATE_LIMIT_STORE === 'redis' && !env.REDIS_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT_STORE'],
        message: 'the redis rate-limit store needs REDIS_URL',
      });
    // The drill drops and recreates every table it restores: pointed at the live database it would
    // replace the clinic's data with last night's.
    if (env.RESTORE_DRILL_DATABASE_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['RESTORE_DRILL_DATABASE_URL'],
        message:
          'the restore drill database is for PostgreSQL (DATABASE_URL); SQLite drills into a temporary file',
      });
    if (
      env.RESTORE_DRILL_DATABASE_URL &&
      env.DATABASE_URL &&
      namesSameDatabase(env.RESTORE_DRILL_DATABASE_URL, env.DATABASE_URL)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['RESTORE_DRILL_DATABASE_URL'],
        message: 'names the live database (DATABASE_URL): the drill needs a scratch database of its own',
      });
    if (env.NODE_ENV !== 'production') return;
    // The demo clinic's staff have published passwords: never in a clinic's real database.
    if (env.SEED_DEMO === true)
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'the demo clinic (published staff passwords) is never seeded in production',
      });
    // Local disk is a real store for a one-server clinic (unlike the SMS outbox or the payment sandbox),
    // so production may use it, but only on a folder someone chose and backs up: never the default
    // under the checkout, which a redeploy could replace.
    if (env.STORAGE_PROVIDER === 'local' && !env.STORAGE_DIR)
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE_DIR'],
        message: 'set STORAGE_DIR to the folder that keeps uploaded files (or use STORAGE_PROVIDER=s3)',
      });
    if (env.RECORD_QR_SECRET === DEV_RECORD_QR_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['RECORD_QR_SECRET'],
        message: 'set RECORD_QR_SECRET (at least 16 characters) to sign patient-record QR codes',
      });
    if (env.SHARE_LINK_SECRET === DEV_SHARE_LINK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['SHARE_LINK_SECRET'],
        message: 'set SHARE_LINK_SECRET (at least 16 characters) to sign growth-report share links',
      });
    if (env.PICTURE_LINK_SECRET === DEV_PICTURE_LINK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['PICTURE_LINK_SECRET'],
        message: 'set PICTURE_LINK_SECRET (at least 16 characters) to sign picture upload tokens and links',
      });
    // Production never runs on a development stand-in for an outside service.
    if (env.SMS_PROVIDER === 'console')
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'the console SMS provider is for development only',
      });
    if (env.WECHAT_PROVIDER === 'embedded')
      ctx.addIssue({
        code: 'custom',
        path: ['WECHAT_PROVIDER'],
        message: 'the embedded WeChat provider is for development only',
      });
    if (env.PAYMENT_PROVIDER === 'sandbox')
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'the payment sandbox is for development only',
      });
    const wechatpayKeys = [
      env.WECHATPAY_MCHID,
      env.WECHATPAY_SERIAL_NO,
      env.WECHATPAY_PRIVATE_KEY,
      env.WECHATPAY_APIV3_KEY,
      env.WECHATPAY_PLATFORM_PUBLIC_KEY,
      env.WECHATPAY_PLATFORM_SERIAL,
    ];
    if (env.PAYMENT_PROVIDER === 'wechatpay' && (wechatpayKeys.some((v) => !v) || !env.PUBLIC_BASE_URL))
      ctx.addIssue({
        code: 'custom',
        path: ['WECHATPAY_MCHID'],
        message:
          'WeChat Pay needs mchid, serial no, private key, APIv3 key, platform public key and serial, and PUBLIC_BASE_URL',
      });
    if (
      env.PAYMENT_PROVIDER === 'alipay' &&
      !(env.ALIPAY_APP_ID && env.ALIPAY_PRIVATE_KEY && env.ALIPAY_PUBLIC_KEY && env.PUBLIC_BASE_URL)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['ALIPAY_APP_ID'],
        message: 'Alipay needs app id, private key, Alipay public key and PUBLIC_BASE_URL',
      });
    if (
      env.SMS_PROVIDER === 'aliyun' &&
      !(
        env.ALIYUN_ACCESS_KEY_ID &&
        env.ALIYUN_ACCESS_KEY_SECRET &&
        env.ALIYUN_SMS_SIGN_NAME &&
        env.ALIYUN_SMS_TEMPLATE_CODE
      )
    )
      ctx.addIssue({
        code: 'custom',
        path: ['ALIYUN_ACCESS_KEY_ID'],
        message: 'Aliyun SMS needs key id, secret, sign name and template code',
      });
    if (env.INVOICE_LINK_SECRET === DEV_INVOICE_LINK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['INVOICE_LINK_SECRET'],
        message: 'set INVOICE_LINK_SECRET (at least 16 characters) to sign invoice PDF links',
      });
    if (env.INVOICE_PROVIDER === 'embedded')
      ctx.addIssue({
        code: 'custom',
        path: ['INVOICE_PROVIDER'],
        message: 'the embedded invoice provider is for development only (its invoices are not tax invoices)',
      });
    if (
      env.INVOICE_PROVIDER === 'nuonuo' &&
      !(env.NUONUO_APP_KEY && env.NUONUO_APP_SECRET && env.NUONUO_ACCESS_TOKEN && env.NUONUO_CLERK)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['NUONUO_APP_KEY'],
        message: 'Nuonuo invoices need app key, app secret, access token and clerk (NUONUO_*)',
      });
    if (env.MAIL_PROVIDER === 'console')
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_PROVIDER'],
        message: 'the console mail provider is for development only',
      });
    if (env.MAIL_PROVIDER === 'smtp' && !env.SMTP_HOST)
      ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'SMTP mail needs SMTP_HOST' });
    if (env.WECHAT_PROVIDER === 'official' && !env.WECHAT_APP_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['WECHAT_APP_SECRET'],
        message: 'WeChat official-account login needs WECHAT_APP_SECRET',
      });
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  isProduction: boolean;
  /** Development and test providers expose helper routes such as /dev/sms-outbox. */
  exposesDevRoutes: boolean;
  seedDemo: boolean;
  /** Answers checked by zod as well as shaped by the compiled serializer (CHECK_RESPONSES). */
  checksResponses: boolean;
  /** Where the general rate limit counts (RATE_LIMIT_STORE or its default). */
  rateLimitStore: 'memory' | 'database' | 'redis';
  /** How processes tell each other things (FANOUT_PROVIDER or its default). */
  fanoutProvider: 'memory' | 'postgres' | 'redis';
  /**
   * Notice templates as written in the environment, by the kind's setting name (APPOINTMENT_REMINDER):
   * SMS_TEMPLATE_<KIND> and WECHAT_TEMPLATE_<KIND>. modules/notices/notice-settings.ts reads and checks
   * them against the kinds it knows when the app is built (so a kind added later needs no change here).
   */
  noticeTemplates: NoticeTemplateSettings;
  repoRoot: string;
}

export interface NoticeTemplateSettings {
  sms: Readonly<Record<string, string>>;
  wechat: Readonly<Record<string, string>>;
}

/** `SMS_TEMPLATE_X=…` and `WECHAT_TEMPLATE_X=…` from the environment, by X; empty values are unset. */
export const noticeTemplateSettings = (source: NodeJS.ProcessEnv): NoticeTemplateSettings => {
  const pick = (prefix: string) =>
    Object.fromEntries(
      Object.entries(source).flatMap(([name, value]) =>
        name.startsWith(prefix) && value?.trim() ? [[name.slice(prefix.length), value.trim()]] : [],
      ),
    );
  return { sms: pick('SMS_TEMPLATE_'), wechat: pick('WECHAT_TEMPLATE_') };
};

export const repoRoot = resolve(import.meta.dirname, '../../../..');

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  return {
    ...env,
    isProduction: env.NODE_ENV === 'production',
    exposesDevRoutes: env.NODE_ENV !== 'production',
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV === 'development',
    checksResponses: env.CHECK_RESPONSES ?? env.NODE_ENV !== 'production',
    fanoutProvider:
      env.FANOUT_PROVIDER ?? (env.REDIS_URL ? 'redis' : env.DATABASE_URL ? 'postgres' : 'memory'),
    rateLimitStore:
      env.RATE_LIMIT_STORE ?? (env.REDIS_URL ? 'redis' : env.DATABASE_URL ? 'database' : 'memory'),
    noticeTemplates: noticeTemplateSettings(source),
    repoRoot,
  };
};
