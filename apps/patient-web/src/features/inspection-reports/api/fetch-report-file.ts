import { ApiError, asEnvelope, ClientCode } from '@sprout/client-core';
import { fileRoutes } from '@sprout/contract/routes';
import { zhCN } from '../../../locale/zh-CN.ts';
import { getToken } from '../../../stores/session.ts';
import { reportStrings as s } from '../strings.ts';

/**
 * The bytes of one PDF sheet. The server answers the PDF itself, or the usual JSON envelope when it
 * refuses (4004 for a sheet that is not the family's): the Content-Type tells which, so a refusal is
 * never handed to pdf.js as a broken PDF.
 */
export async function fetchReportFile(fileId: number, signal?: AbortSignal): Promise<Uint8Array> {
  const headers: Record<string, string> = { Accept: 'application/pdf, application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${fileRoutes.reportFile.path}?fileId=${fileId}`, {
      headers,
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new ApiError(ClientCode.NETWORK, zhCN.common.requestFailed);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (response.ok && type.startsWith('application/pdf')) return new Uint8Array(await response.arrayBuffer());
  const envelope = asEnvelope(await response.json().catch(() => null));
  const msg = envelope && typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : s.pdfFailed;
  throw new ApiError(envelope?.code ?? response.status, msg, { status: response.status });
}
