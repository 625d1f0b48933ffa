import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

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
  it('accepts production with real providers fully configured', () => {
    const c = loadConfig({
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
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: '2021000000000000',
      ALIPAY_PRIVATE_KEY: 'k',
      ALIPAY_PUBLIC_KEY: 'p',
      PUBLIC_BASE_URL: 'https://sprout.example.cn',
    });
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
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
