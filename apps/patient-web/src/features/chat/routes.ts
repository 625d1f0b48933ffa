/** Pages of the chat feature, by the spec's route paths. */
export const CHAT_ROUTES = {
  chat: '/pages/otherFun/chat',
} as const;

export const chatPath = (inquiryId: number) => `${CHAT_ROUTES.chat}?inquiryId=${inquiryId}`;
