import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxPayments, type SandboxPayments } from './sandbox-payments.ts';
import { createWechatPayV3 } from './wechatpay-v3.ts';

const only = (payments: PaymentProvider): Payments => ({ payments, paymentSandbox: null });

/** PEM keys arrive in one-line environment variables with literal \n. */
const pem = (value: string | undefined): string => (value ?? '').replace(/\\n/g, '\n');

export interface Payments {
  payments: PaymentProvider;
  /** The embedded sandbox when it is the provider (its cashier page and signed notifies), else null. */
  paymentSandbox: SandboxPayments | null;
}

/**
 * Picks the payment provider from configuration; loadConfig already refused the sandbox in production.
 * alipay-sdk (about 12 MB resident) is loaded only when Alipay is the provider.
 */
export const createPaymentProvider = async (config: Config, db: Db): Promise<Payments> => {
  const base = config.PUBLIC_BASE_URL ?? '';
  if (config.PAYMENT_PROVIDER === 'wechatpay')
    return only(
      createWechatPayV3({
        mchid: config.WECHATPAY_MCHID ?? '',
        appId: config.WECHATPAY_APP_ID ?? config.WECHAT_APP_ID,
        miniAppId: config.WECHATPAY_MINI_APP_ID ?? config.WECHATPAY_APP_ID ?? config.WECHAT_APP_ID,
        serialNo: config.WECHATPAY_SERIAL_NO ?? '',
        privateKey: pem(config.WECHATPAY_PRIVATE_KEY),
        apiV3Key: config.WECHATPAY_APIV3_KEY ?? '',
        platformPublicKey: pem(config.WECHATPAY_PLATFORM_PUBLIC_KEY),
        platformSerial: config.WECHATPAY_PLATFORM_SERIAL ?? '',
        notifyUrl: `${base}/api/pay/v1/notify/wechat`,
      }),
    );
  if (config.PAYMENT_PROVIDER === 'alipay') {
    const { createAlipayProvider } = await import('./alipay.ts');
    return only(
      createAlipayProvider({
        appId: config.ALIPAY_APP_ID ?? '',
        privateKey: pem(config.ALIPAY_PRIVATE_KEY),
        alipayPublicKey: pem(config.ALIPAY_PUBLIC_KEY),
        gateway: config.ALIPAY_GATEWAY,
        notifyUrl: `${base}/api/pay/v1/notify/alipay`,
        publicBaseUrl: base,
      }),
    );
  }
  const sandbox = createSandboxPayments(db, config.WECHAT_APP_ID);
  return { payments: sandbox, paymentSandbox: sandbox };
};
