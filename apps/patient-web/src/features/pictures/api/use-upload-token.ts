import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/** qn_upload: a short-lived token to upload pictures for one baby, with its key prefix and size limit. */
export const fetchUploadToken = (babyId: number) =>
  callApi(routes.pictures.uploadToken, { query: { babyId } });

export type UploadToken = Awaited<ReturnType<typeof fetchUploadToken>>;
