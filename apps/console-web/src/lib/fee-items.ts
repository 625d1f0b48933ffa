import { api } from '@sprout/contract';
import { APP_SERVICES } from '@sprout/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client.ts';

/**
 * 收费项目, switched-off ones too: the fees feature's catalogue, and the list coupons and package cards
 * pick their codes from (a bill line carries its fee item's code, which checkout matches). One call
 * and one cache key, so an item saved on 收费项目 shows in every picker.
 */
export const FEE_ITEMS_KEY = ['fee-items'] as const;

export function useFeeItems() {
  return useQuery({
    queryKey: FEE_ITEMS_KEY,
    queryFn: () => callApi(api.feesConsole.feeItems, { query: {} }),
  });
}

/** What a code picker needs of a fee item. */
export interface FeeItemChoice {
  code: string;
  name: string;
  enabled: boolean;
}

/** Shown after a switched-off fee item: no new bill names it until it is switched on again. */
export const FEE_ITEM_OFF = '已停用';

/** The fee items as a picker lists them, switched-on first, each as 名称（编码）, switched-off marked. */
export const feeItemChoices = <T extends FeeItemChoice>(items: readonly T[]) =>
  [...items]
    .sort((a, b) => Number(b.enabled) - Number(a.enabled))
    .map((item) => ({
      item,
      label: item.enabled ? `${item.name}（${item.code}）` : `${item.name}（${item.code}，${FEE_ITEM_OFF}）`,
    }));

/** Shown after Sprout's own services in a picker: what the app sells, not a 收费项目. */
export const APP_SERVICE_MARK = '线上服务';

/**
 * Everything a checkout line can be, as a coupon's or a package card's picker lists it: Sprout's own
 * services first (预约挂号: its line carries the fixed code REGISTRATION), then every 收费项目.
 */
export const checkoutServiceChoices = (items: readonly FeeItemChoice[]) => [
  ...APP_SERVICES.map((s) => ({
    item: { code: s.code, name: s.name, enabled: true } satisfies FeeItemChoice,
    label: `${s.name}（${s.code}，${APP_SERVICE_MARK}）`,
  })),
  ...feeItemChoices(items),
];
