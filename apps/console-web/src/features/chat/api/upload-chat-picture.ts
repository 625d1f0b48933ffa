import { interpretResponse } from '@sprout/client-core';
import { CHAT_PICTURE_UPLOAD_PATH, uploadedChatPicture } from '@sprout/contract';
import { ApiError, ClientCode, unavailable } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** A picture on a clinic's network: long enough for 10 MB on a slow line, short of leaving it spinning. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * Uploads one picture for the inquiry's chat (multipart: inquiryId and file, the staff token in the
 * header; a byte route, so not callApi). The answer is read as every call's: a session that ended signs
 * the doctor out, a refusal rejects with the server's words (图片过大，请重新上传).
 */
export async function uploadChatPicture(inquiryId: number, file: File) {
  const form = new FormData();
  form.append('inquiryId', String(inquiryId));
  form.append('file', file, file.name);
  const token = useSessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(CHAT_PICTURE_UPLOAD_PATH, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(ClientCode.NETWORK, '网络连接失败，请检查网络后重试');
  }
  const outcome = interpretResponse(response.status, await response.json().catch(() => null));
  switch (outcome.kind) {
    case 'ok': {
      const parsed = uploadedChatPicture.safeParse(outcome.data);
      if (!parsed.success) throw new ApiError(ClientCode.BAD_RESPONSE, '服务返回的数据有误，请刷新后重试');
      return parsed.data;
    }
    case 'httpError':
      throw unavailable(response.status);
    case 'forcedLogin':
      useSessionStore.getState().signOut({ kind: 'forced', msg: outcome.error.msg });
      throw outcome.error;
    case 'phoneNotBound':
    case 'refused':
      throw outcome.error;
    default: {
      const unreachable: never = outcome;
      throw unreachable;
    }
  }
}
