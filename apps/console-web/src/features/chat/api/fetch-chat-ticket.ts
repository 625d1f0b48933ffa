import { api } from '@sprout/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A single-use ticket that opens /ws (the session token never travels in the socket's address). */
export const fetchChatTicket = async (): Promise<string> =>
  (await callApi(api.chatConsole.chatTicket)).ticket;
