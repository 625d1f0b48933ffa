import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { createAliyunSms } from './sms/aliyun-sms.ts';
import { createConsoleSms } from './sms/console-sms.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { createStorage } from './storage/create-storage.ts';
import type { StorageProvider } from './storage/storage-provider.ts';
import { createEmbeddedWechat } from './wechat/embedded-wechat.ts';
import { createOfficialWechat } from './wechat/official-wechat.ts';
import type { WechatProvider } from './wechat/wechat-provider.ts';

/** Picks each outside service from configuration; loadConfig already refused development providers in production. */
export const createProviders = (
  config: Config,
  db: Db,
): { sms: SmsProvider; wechat: WechatProvider; storage: StorageProvider } => {
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
  return { sms, wechat, storage: createStorage(config) };
};
