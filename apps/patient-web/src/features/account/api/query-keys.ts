/** Query keys of the account page. */
export const accountKeys = {
  all: ['account'] as const,
  userInfo: () => [...accountKeys.all, 'userInfo'] as const,
  notice: () => [...accountKeys.all, 'notice'] as const,
};
