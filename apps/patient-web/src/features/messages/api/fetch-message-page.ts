import { api } from '@sprout/contract';
import { callApi } from '../../../lib/api-client.ts';

/** One page of system messages, newest first (for the shell's PagedList). */
export const fetchMessagePage = (pageNum: number, pageSize: number) =>
  callApi(api.messages.pageSysMsg, { body: { pageNum, pageSize } });
