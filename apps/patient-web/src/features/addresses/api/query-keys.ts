/** Query keys of address data: every address query sits under `addresses`, so one invalidation refreshes them. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  // The same key as the baby pages' region tree: one fetch serves both pickers.
  regionTree: ['regions', 'tree'] as const,
  regionAreas: (cityCode: string) => ['regions', 'areas', cityCode] as const,
};
