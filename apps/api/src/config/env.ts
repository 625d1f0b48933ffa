import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, validated once at start-up. `.env.example` documents each. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.string().url().optional(),
    SQLITE_PATH: z.string().default('./data/sprout.db'),
    PG_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
    PUBLIC_BASE_URL: z.string().url().optional(),
    TRUST_PROXY: bool.default(false),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
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
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
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
  repoRoot: string;
}

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
    repoRoot,
  };
};
