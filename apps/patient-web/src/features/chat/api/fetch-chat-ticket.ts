import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/** A single-use ticket that opens /ws (the session token never travels in the socket's address). */
export const fetchChatTicket = async (): Promise<string> =>
  (await callApi(routes.chat.chatTicket, {}, { silent: true })).ticket;
