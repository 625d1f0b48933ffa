/** Query keys of package-card data, all under `packageCards`. */
export const cardKeys = {
  all: ['packageCards'] as const,
  products: () => [...cardKeys.all, 'products'] as const,
  mine: () => [...cardKeys.all, 'mine'] as const,
  detail: (cardId: number) => [...cardKeys.all, 'detail', cardId] as const,
  babies: () => [...cardKeys.all, 'babies'] as const,
};
