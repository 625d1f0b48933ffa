import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/** One page of system messages, newest first (for the shell's PagedList). */
export const fetchMessagePage = (pageNum: number, pageSize: number) =>
  callApi(routes.messages.pageSysMsg, { body: { pageNum, pageSize } });
