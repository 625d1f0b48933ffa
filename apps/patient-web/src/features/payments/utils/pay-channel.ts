import type { InAppBrowser } from '../../../lib/in-app-browser.ts';
import { payStrings as t } from '../strings.ts';

/** The channels a parent can choose on 在线支付. */
export type PayChoice = 'wxpay' | 'alipay';

/** WeChat's browser cannot open Alipay, so there only WeChat Pay is offered; elsewhere both. */
export const channelsFor = (browser: InAppBrowser | null): PayChoice[] =>
  browser === 'wechat' ? ['wxpay'] : browser === 'alipay' ? ['alipay', 'wxpay'] : ['wxpay', 'alipay'];

const CHANNEL_NAMES: ReadonlyMap<string, string> = new Map(Object.entries(t.channelNames));

/** The name of the channel an order was paid on, or null when unknown. */
export const channelName = (channel: string | null): string | null =>
  channel === null ? null : (CHANNEL_NAMES.get(channel) ?? null);
