/** Query keys of baby data: every baby query sits under `babies`, so one invalidation refreshes them all. */
export const babyKeys = {
  all: ['babies'] as const,
  list: () => [...babyKeys.all, 'list'] as const,
  detail: (babyId: number) => [...babyKeys.all, 'detail', babyId] as const,
  regionTree: ['regions', 'tree'] as const,
};
