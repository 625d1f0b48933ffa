/** Query keys of orders as the payment pages read them. */
export const payKeys = {
  all: ['orders'] as const,
  status: (orderNo: string) => [...payKeys.all, 'status', orderNo] as const,
};
