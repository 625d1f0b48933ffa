/** Query keys of system messages: everything under `messages`, so a read can refresh the count and the list at once. */
export const messageKeys = {
  all: ['messages'] as const,
  unreadCount: () => [...messageKeys.all, 'unread'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
  detail: (msgId: number) => [...messageKeys.all, 'detail', msgId] as const,
};
