import { ApiError, asEnvelope, ClientCode, refusalError } from '@sprout/client-core';
import { inspectionReportFiles, uploadedReportFile } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unavailable } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { REPORT_KEYS } from './reports-api.ts';

const F = inspectionReportFiles;

const authHeaders = (): Record<string, string> => {
  const token = useSessionStore.getState().token;
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** The ApiError a refusal envelope stands for (a file route answers JSON only when it refuses). */
async function refusal(response: Response): Promise<ApiError> {
  const envelope = asEnvelope(await response.json().catch(() => null));
  return envelope ? refusalError(envelope) : unavailable(response.status);
}

/** Uploads one PDF sheet to a report (multipart: reportId and file). */
export async function uploadReportFile(reportId: number, file: File) {
  const form = new FormData();
  form.append('reportId', String(reportId));
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(F.consoleUploadFile.path, { method: 'POST', headers: authHeaders(), body: form });
  } catch {
    throw new ApiError(ClientCode.NETWORK, '网络连接失败，请检查网络后重试');
  }
  const envelope = asEnvelope(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  if (!response.ok || envelope?.success !== true) throw await refusal(response);
  const parsed = uploadedReportFile.safeParse(envelope.data);
  if (!parsed.success) throw new ApiError(ClientCode.BAD_RESPONSE, '服务返回的数据有误，请刷新后重试');
  return parsed.data;
}

export const useUploadReportFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, file }: { reportId: number; file: File }) => uploadReportFile(reportId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORT_KEYS.all }),
  });
};

/** Opens a sheet in a new tab: the bytes are fetched with the staff token (the server audits it). */
export async function openReportFile(fileId: number): Promise<void> {
  // Opened before the await so that the browser does not treat it as an unasked pop-up.
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(`${F.consoleDownloadFile.path}?fileId=${fileId}`, {
      headers: authHeaders(),
    });
    if (!response.ok || !(response.headers.get('Content-Type') ?? '').startsWith('application/pdf'))
      throw await refusal(response);
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.location.href = url;
    // The tab has loaded it by then; the URL only keeps the bytes in memory.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
