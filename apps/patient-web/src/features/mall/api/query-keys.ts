/** Query keys of mall data: everything under `mall`, so an exchange or a cancel refreshes it all. */
export const mallKeys = {
  all: ['mall'] as const,
  goods: () => [...mallKeys.all, 'goods'] as const,
  goodsDetail: (goodsId: number) => [...mallKeys.all, 'goods', goodsId] as const,
  records: () => [...mallKeys.all, 'records'] as const,
  detail: (exchangeId: number) => [...mallKeys.all, 'exchange', exchangeId] as const,
  addresses: ['addresses', 'list'] as const,
};
