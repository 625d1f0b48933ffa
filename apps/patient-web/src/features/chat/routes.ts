/** Pages of the chat feature, by the spec's route paths. */
export const CHAT_ROUTES = {
  chat: '/pages/otherFun/chat',
  /** 问诊小结, opened from the summary's system line. */
  summary: '/pages/otherFun/summary',
} as const;

export const chatPath = (inquiryId: number) => `${CHAT_ROUTES.chat}?inquiryId=${inquiryId}`;
