import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

/** Production with every real provider fully configured. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'id',
  ALIYUN_ACCESS_KEY_SECRET: 's',
  ALIYUN_SMS_SIGN_NAME: '小芽',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  WECHAT_PROVIDER: 'official',
  WECHAT_APP_SECRET: 'x',
  RECORD_QR_SECRET: 'clinic-record-qr-secret-2026',
  STORAGE_DIR: '/srv/sprout/uploads',
  SHARE_LINK_SECRET: 'clinic-share-link-secret-2026',
  PICTURE_LINK_SECRET: 'clinic-picture-link-secret-2026',
  PAYMENT_PROVIDER: 'alipay',
  ALIPAY_APP_ID: '2021000000000000',
  ALIPAY_PRIVATE_KEY: 'k',
  ALIPAY_PUBLIC_KEY: 'p',
  PUBLIC_BASE_URL: 'https://sprout.example.cn',
  INVOICE_PROVIDER: 'nuonuo',
  INVOICE_LINK_SECRET: 'clinic-invoice-link-secret-2026',
  NUONUO_APP_KEY: 'key',
  NUONUO_APP_SECRET: 'secret',
  NUONUO_ACCESS_TOKEN: 'token',
  NUONUO_CLERK: '张三',
  MAIL_PROVIDER: 'smtp',
  SMTP_HOST: 'smtp.example.cn',
};

describe('configuration', () => {
  it('defaults to a development server on 8080 with embedded providers', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 8080,
      NODE_ENV: 'development',
      SMS_PROVIDER: 'console',
      WECHAT_PROVIDER: 'embedded',
      exposesDevRoutes: true,
      seedDemo: true,
    });
  });
  it('refuses to run production on development stand-ins', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER[\s\S]*WECHAT_PROVIDER/);
  });
  it('refuses the embedded invoices, console mail and half a Nuonuo setup in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, INVOICE_PROVIDER: 'embedded' })).toThrow(/INVOICE_PROVIDER/);
    expect(() => loadConfig({ ...PRODUCTION, NUONUO_ACCESS_TOKEN: '' })).toThrow(/NUONUO_APP_KEY/);
    expect(() => loadConfig({ ...PRODUCTION, MAIL_PROVIDER: 'console' })).toThrow(/MAIL_PROVIDER/);
    expect(() => loadConfig({ ...PRODUCTION, SMTP_HOST: '' })).toThrow(/SMTP_HOST/);
  });
  it('accepts production with real providers fully configured', () => {
    const c = loadConfig(PRODUCTION);
    expect(c.exposesDevRoutes).toBe(false);
    expect(c.seedDemo).toBe(false);
  });
  it('defaults to the payment sandbox and refuses it in production', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER: the payment sandbox/);
  });
  it('refuses a real payment provider that is not fully configured', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'wechatpay', NODE_ENV: 'production' })).toThrow(
      /WECHATPAY_MCHID/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay', NODE_ENV: 'production' })).toThrow(/ALIPAY_APP_ID/);
  });
  it('refuses production without its own key for patient-record QR codes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/RECORD_QR_SECRET/);
  });
  it('refuses production without its own key for report share links, and a key under 16 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SHARE_LINK_SECRET/);
    expect(() => loadConfig({ SHARE_LINK_SECRET: 'short' })).toThrow(/SHARE_LINK_SECRET/);
  });
  it('refuses production without its own key for picture tokens and links, and a key under 16 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PICTURE_LINK_SECRET/);
    expect(() => loadConfig({ PICTURE_LINK_SECRET: 'short' })).toThrow(/PICTURE_LINK_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, PICTURE_LINK_SECRET: undefined })).toThrow(
      /PICTURE_LINK_SECRET/,
    );
  });
  it('refuses the demo seed in production, whatever else is right', () => {
    const production = PRODUCTION;
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: the demo clinic/);
    expect(loadConfig({ SEED_DEMO: 'true', NODE_ENV: 'test' }).seedDemo).toBe(true);
  });
  it('backs up before migrating and drains for two seconds on SIGTERM unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      BACKUP_BEFORE_MIGRATE: true,
      SHUTDOWN_DELAY_MS: 2000,
      SHUTDOWN_GRACE_MS: 10000,
    });
    expect(loadConfig({}).BACKUP_DIR).toBeUndefined();
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '10' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
  it('takes a 32-byte backup key and refuses a shorter one, in production as elsewhere', () => {
    const key = 'q'.repeat(43);
    expect(loadConfig({ ...PRODUCTION, BACKUP_ENCRYPTION_KEY: key }).BACKUP_ENCRYPTION_KEY).toBe(key);
    expect(loadConfig({ BACKUP_ENCRYPTION_KEY: 'ab'.repeat(32) }).BACKUP_ENCRYPTION_KEY).toBe(
      'ab'.repeat(32),
    );
    expect(loadConfig(PRODUCTION).BACKUP_ENCRYPTION_KEY).toBeUndefined();
    for (const short of ['clinic-backup-2026', 'ab'.repeat(16), 'q'.repeat(42)]) {
      expect(() => loadConfig({ ...PRODUCTION, BACKUP_ENCRYPTION_KEY: short })).toThrow(
        /BACKUP_ENCRYPTION_KEY: must be 32 bytes/,
      );
      expect(() => loadConfig({ BACKUP_ENCRYPTION_KEY: short })).toThrow(/BACKUP_ENCRYPTION_KEY/);
    }
  });
  it('refuses a restore drill database that is the live one, or one without PostgreSQL', () => {
    const live = 'postgres://sprout:secret@db.example:5432/sprout';
    expect(
      loadConfig({
        DATABASE_URL: live,
        RESTORE_DRILL_DATABASE_URL: 'postgres://sprout@db.example/sprout_drill',
      }).RESTORE_DRILL_DATABASE_URL,
    ).toBe('postgres://sprout@db.example/sprout_drill');
    for (const same of [
      live,
      'postgres://other:pw@DB.example/sprout',
      'postgresql://sprout@db.example:5432/sprout',
    ])
      expect(() => loadConfig({ DATABASE_URL: live, RESTORE_DRILL_DATABASE_URL: same }), same).toThrow(
        /RESTORE_DRILL_DATABASE_URL: names the live database/,
      );
    expect(() => loadConfig({ RESTORE_DRILL_DATABASE_URL: 'postgres://sprout@db.example/drill' })).toThrow(
      /RESTORE_DRILL_DATABASE_URL: the restore drill database is for PostgreSQL/,
    );
  });
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
