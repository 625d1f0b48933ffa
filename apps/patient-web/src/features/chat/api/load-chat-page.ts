import type { ChatPageQuery } from '@sprout/client-core';
import type { ChatPage } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/** One page of an inquiry's chat: the newest, the one before a seq, or everything after one. */
export const loadChatPage = (inquiryId: number, query: ChatPageQuery): Promise<ChatPage> =>
  callApi(routes.chat.chatContentList, { query: { inquiryId, ...query } }, { silent: true });
