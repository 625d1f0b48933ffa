import { oneOf, positiveInt } from '../../../lib/list-params.ts';

/** The inbox's two working tabs: waiting to be accepted, and in progress. */
export const INBOX_TABS = ['waiting', 'inProgress'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export type InboxFilters = { status: InboxTab | undefined; doctorId: number | undefined };

export const readInboxFilters = (params: URLSearchParams): InboxFilters => ({
  status: oneOf(params.get('status'), INBOX_TABS),
  doctorId: positiveInt(params.get('doctorId')),
});
