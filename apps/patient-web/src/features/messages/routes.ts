/** Pages of the message feature, by the spec's route paths. */
export const MESSAGE_ROUTES = {
  list: '/pages/home/msgNotice',
  detail: '/pages/home/msgDetail',
} as const;
