import type { Config } from './config/env.ts';
import type { Db } from './db/database.ts';
import type { SmsProvider } from './providers/sms/sms-provider.ts';
import type { StorageProvider } from './providers/storage/storage-provider.ts';
import type { WechatProvider } from './providers/wechat/wechat-provider.ts';

/** What every module receives: configuration, the database, and the outside services. */
export interface AppContext {
  config: Config;
  db: Db;
  sms: SmsProvider;
  wechat: WechatProvider;
  /** Uploaded files (PDF report sheets). */
  storage: StorageProvider;
}
