/** Query keys of the growth pages: an entry refreshes the child's lists and the follow-up list. */
export const GROWTH_KEYS = {
  all: ['growth'] as const,
  find: ['growth', 'find'] as const,
  measurements: ['growth', 'measurements'] as const,
  boneAges: ['growth', 'bone-ages'] as const,
  puberty: ['growth', 'puberty'] as const,
  followUps: ['growth', 'follow-ups'] as const,
};
