/** Query keys of consumption data: one invalidation of `consumption` refreshes the list and details. */
export const consumptionKeys = {
  all: ['consumption'] as const,
  list: () => [...consumptionKeys.all, 'list'] as const,
  detail: (orderNo: string) => [...consumptionKeys.all, 'detail', orderNo] as const,
};
