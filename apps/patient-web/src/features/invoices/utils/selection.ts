/** The fen total of the picked orders of the wait list. */
export const selectedTotal = (
  items: readonly { orderNo: string; amountFen: number }[],
  picked: ReadonlySet<string>,
) => items.reduce((sum, i) => (picked.has(i.orderNo) ? sum + i.amountFen : sum), 0);

/** Toggles one order; "all" picks every order, or none when all were picked. */
export const toggled = (picked: ReadonlySet<string>, orderNo: string): Set<string> => {
  const next = new Set(picked);
  if (next.has(orderNo)) next.delete(orderNo);
  else next.add(orderNo);
  return next;
};

export const toggledAll = (
  items: readonly { orderNo: string }[],
  picked: ReadonlySet<string>,
): Set<string> => (picked.size === items.length ? new Set() : new Set(items.map((i) => i.orderNo)));
