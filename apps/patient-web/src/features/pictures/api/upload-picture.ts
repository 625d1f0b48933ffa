import { ApiError, ClientCode } from '@sprout/client-core';
import type { UploadedPicture } from '@sprout/contract';
import { pictureFileRoutes } from '@sprout/contract/routes';
import { NETWORK_TIMEOUT_MS } from '@sprout/domain';
import { answerOf } from '../../../lib/api-client.ts';
import { zhCN } from '../../../locale/zh-CN.ts';
import { getToken } from '../../../stores/session.ts';

export interface PictureUploadInput {
  token: string;
  /** folderPath plus 10 random characters: the same key again answers the stored picture (a safe retry). */
  key: string;
  file: Blob;
  fileName: string;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** The fields the app reads of the answer (the server built it with the contract's uploadedPicture). */
const isUploadedPicture = (data: unknown): data is UploadedPicture =>
  typeof data === 'object' &&
  data !== null &&
  typeof Reflect.get(data, 'pictureId') === 'number' &&
  typeof Reflect.get(data, 'url') === 'string' &&
  typeof Reflect.get(data, 'thumbUrl') === 'string';

/**
 * upload_image with XMLHttpRequest, because fetch reports no upload progress. The answer is read as
 * every call's is (`answerOf`): a forced login still clears the session, a refusal is an ApiError
 * with the server's words (图片过大，请重新上传 for an oversized picture).
 */
export const uploadPicture = (input: PictureUploadInput): Promise<UploadedPicture> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', pictureFileRoutes.uploadImage.path);
    xhr.timeout = NETWORK_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const session = getToken();
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0)
        input.onProgress(Math.min(99, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      try {
        const data = answerOf(xhr.status, body, true);
        if (!isUploadedPicture(data)) throw new ApiError(ClientCode.BAD_RESPONSE, zhCN.common.badResponse);
        input.onProgress(100);
        resolve(data);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(ClientCode.NETWORK, zhCN.common.requestFailed));
    xhr.ontimeout = () => reject(new ApiError(ClientCode.TIMEOUT, zhCN.common.requestTimeout));
    xhr.onabort = () => reject(new ApiError(ClientCode.TIMEOUT, zhCN.common.requestTimeout));
    input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('token', input.token);
    form.append('key', input.key);
    form.append('file', input.file, input.fileName);
    xhr.send(form);
  });
