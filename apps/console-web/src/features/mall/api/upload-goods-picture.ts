import { MALL_PICTURE_UPLOAD_PATH, uploadedGoodsPicture } from '@sprout/contract';
import { ApiError, ClientCode } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** Uploads one goods picture (multipart, the staff token in the header); resolves with its stored name and URL. */
export async function uploadGoodsPicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  const token = useSessionStore.getState().token;
  const res = await fetch(MALL_PICTURE_UPLOAD_PATH, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const json: unknown = await res.json().catch(() => null);
  const envelope = typeof json === 'object' && json !== null ? json : {};
  const success = 'success' in envelope && envelope.success === true;
  const msg = 'msg' in envelope && typeof envelope.msg === 'string' ? envelope.msg : '上传失败，请重试';
  if (!success || !('data' in envelope)) throw new ApiError(ClientCode.BAD_RESPONSE, msg);
  return uploadedGoodsPicture.parse(envelope.data);
}
