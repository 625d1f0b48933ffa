import { type FeeItemChoice, checkoutServiceChoices } from '../../../lib/fee-items.ts';

export interface ServiceCodeOption {
  value: string;
  /** What the option and its tag read; searched, so a manager finds an item by its name or its code. */
  label: string;
}

/** Shown after a code that is on the campaign but no longer in 收费项目: no bill line can carry it. */
export const NOT_A_FEE_ITEM = '不在收费项目中';

/**
 * The choices for a coupon's 适用项目: Sprout's own services (预约挂号), every fee item as 名称（编码）,
 * switched-off ones marked, then each chosen code that is neither (a saved campaign's, the item since
 * removed), marked, so editing the campaign shows it and keeps it unless the manager takes it off.
 * Checkout lines carry a fee item's code (clinic bills) or a service's fixed code (a booking), so
 * there is nothing else a coupon could apply to.
 * While 收费项目 has not come (`undefined`), the chosen codes show as they are, unmarked.
 */
export const serviceCodeOptions = (
  items: readonly FeeItemChoice[] | undefined,
  chosen: readonly string[] = [],
): ServiceCodeOption[] => {
  if (items === undefined) return [...new Set(chosen)].map((code) => ({ value: code, label: code }));
  const choices = checkoutServiceChoices(items);
  const known = new Set(choices.map((c) => c.item.code));
  return [
    ...choices.map(({ item, label }) => ({ value: item.code, label })),
    ...[...new Set(chosen)]
      .filter((code) => !known.has(code))
      .map((code) => ({ value: code, label: `${code}（${NOT_A_FEE_ITEM}）` })),
  ];
};
