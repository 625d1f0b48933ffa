/**
 * A message link opens only a page of this app (`/pages/...`): message content is stored data and
 * must never navigate to another site or run script (quality bar R12).
 */
export const safeAppLink = (link: string | null): string | null =>
  link && /^\/pages\/[\w/-]+(\?[\w=&%.-]*)?$/.test(link) ? link : null;
