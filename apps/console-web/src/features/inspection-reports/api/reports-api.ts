import { api, type BodyOf, type ParsedQueryOf, type ResponseOf } from '@sprout/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

const R = api.inspectionReports;

export type EncounterPage = ResponseOf<typeof R.consoleEncounterList>;
export type ConsoleEncounter = EncounterPage['list'][number];
export type ConsoleReportSummary = ConsoleEncounter['reports'][number];
export type ConsoleReportDetail = ResponseOf<typeof R.consoleReportDetail>;
export type ConsoleReportFile = ConsoleReportDetail['files'][number];
export type CreateEncounterBody = BodyOf<typeof R.consoleCreateEncounter>;
export type CreateReportBody = BodyOf<typeof R.consoleCreateReport>;

/** Query keys: any change to a child's reports refreshes its visits and the open report. */
export const REPORT_KEYS = {
  all: ['inspection-reports'] as const,
  encounters: ['inspection-reports', 'encounters'] as const,
  detail: ['inspection-reports', 'detail'] as const,
};

/** The visits' query as the page holds it: every default (page, page size) filled. */
export type EncounterQuery = ParsedQueryOf<typeof R.consoleEncounterList>;

/** The child's visits with their reports, newest first (the server audits every read). */
export const useEncounterList = (query: EncounterQuery | undefined) =>
  useQuery({
    queryKey: [...REPORT_KEYS.encounters, query],
    queryFn: () => callApi(R.consoleEncounterList, { query: query ?? { babyId: 0 } }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });

/** One report with its results and sheets. */
export const useReportDetail = (reportId: number | undefined) =>
  useQuery({
    queryKey: [...REPORT_KEYS.detail, reportId],
    queryFn: () => callApi(R.consoleReportDetail, { query: { reportId: reportId ?? 0 } }),
    enabled: reportId !== undefined,
  });

/** A write that refreshes every list and report of the feature once it succeeds. */
const useReportWrite = <I, O>(write: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORT_KEYS.all }),
  });
};

export const useCreateEncounter = () =>
  useReportWrite((body: CreateEncounterBody) => callApi(R.consoleCreateEncounter, { body }));
export const useCreateReport = () =>
  useReportWrite((body: CreateReportBody) => callApi(R.consoleCreateReport, { body }));
export const useDeleteReport = () =>
  useReportWrite((body: BodyOf<typeof R.consoleDeleteReport>) => callApi(R.consoleDeleteReport, { body }));
export const useDeleteFile = () =>
  useReportWrite((body: BodyOf<typeof R.consoleDeleteFile>) => callApi(R.consoleDeleteFile, { body }));

/** The record's 档案二维码 (the server audits each card made, so it is asked for only when opened). */
export const useRecordQrCode = (pid: string) =>
  useQuery({
    queryKey: [...REPORT_KEYS.all, 'record-qr', pid],
    queryFn: () => callApi(R.consoleRecordQrCode, { query: { pid } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
