import { type FeeItemChoice, checkoutServiceChoices } from '../../../lib/fee-items.ts';

export interface ServiceOption {
  value: string;
  /** What the option and the box read; searched, so a manager finds an item by its name or its code. */
  label: string;
  /** The fee item's name, to fill 项目名称 when it is still empty. */
  name?: string;
}

/** The server's rule for a card's service code (packages/contract, package-cards.ts). */
const CODE = /^[A-Za-z0-9_.-]{1,32}$/;
/**
 * A code that is no fee item is never on a bill line, so checkout never takes a use of it: only 核销 at
 * the desk does.
 */
export const DESK_ONLY = '不在收费项目中，只能前台核销';

/**
 * The choices for one service of a card: every fee item as 名称（编码）, switched-off ones marked; the
 * service's saved code when it is no fee item, marked; and, while the manager searches for a code that
 * is none, that code to use as typed (a service only written off at the desk), marked the same way.
 * While 收费项目 has not come (`undefined`), the saved code shows as it is.
 */
export const serviceOptions = (
  items: readonly FeeItemChoice[] | undefined,
  current: string | undefined,
  search = '',
): ServiceOption[] => {
  const saved = current ?? '';
  if (items === undefined) return saved === '' ? [] : [{ value: saved, label: saved }];
  const options: ServiceOption[] = checkoutServiceChoices(items).map(({ item, label }) => ({
    value: item.code,
    label,
    name: item.name,
  }));
  const has = (code: string) => options.some((o) => o.value === code);
  if (saved !== '' && !has(saved)) options.push({ value: saved, label: `${saved}（${DESK_ONLY}）` });
  const typed = search.trim();
  if (CODE.test(typed) && !has(typed))
    options.push({ value: typed, label: `使用编码 ${typed}（${DESK_ONLY}）` });
  return options;
};
