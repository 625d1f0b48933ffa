import { ApiError, ClientCode } from '@sprout/client-core';
import type { AI_FILE_UPLOAD_PATH, AiTurn } from '@sprout/contract';
import { NETWORK_TIMEOUT_MS } from '@sprout/domain';
import { answerOf } from '../../../lib/api-client.ts';
import { zhCN } from '../../../locale/zh-CN.ts';
import { getToken } from '../../../stores/session.ts';

/**
 * The contract's byte route, written out: importing the value would bring zod into the chat's chunk.
 * Typed by it, so a changed path fails the typecheck.
 */
const UPLOAD_PATH: typeof AI_FILE_UPLOAD_PATH = '/api/ai/consult/chatFileUpload';

export interface ChatFileInput {
  sessionId: number;
  file: Blob;
  fileName: string;
  onProgress: (percent: number) => void;
}

/** The fields the page reads of the answer (the server built it with the contract's aiTurn). */
const isTurn = (data: unknown): data is AiTurn =>
  typeof data === 'object' &&
  data !== null &&
  typeof Reflect.get(data, 'session') === 'object' &&
  Array.isArray(Reflect.get(data, 'messages'));

/**
 * chatFileUpload with XMLHttpRequest, as the pictures feature sends upload_image (fetch reports no
 * upload progress): the field sessionId, then one part `file`. The answer is read as every call's is
 * (`answerOf`: forced login, bind phone), silently: the chat shows the failure itself.
 */
export const uploadChatFile = (input: ChatFileInput): Promise<AiTurn> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
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
        if (!isTurn(data)) throw new ApiError(ClientCode.BAD_RESPONSE, zhCN.common.badResponse);
        input.onProgress(100);
        resolve(data);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(ClientCode.NETWORK, zhCN.common.requestFailed));
    xhr.ontimeout = () => reject(new ApiError(ClientCode.TIMEOUT, zhCN.common.requestTimeout));
    const form = new FormData();
    form.append('sessionId', String(input.sessionId));
    form.append('file', input.file, input.fileName);
    xhr.send(form);
  });
