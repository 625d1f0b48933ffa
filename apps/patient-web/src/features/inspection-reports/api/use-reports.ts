import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** One page of a baby's visits with their reports, newest first. */
export const fetchEncounterPage = (babyId: number, pageNum: number, pageSize: number) =>
  callApi(routes.inspectionReports.encounterList, { body: { babyId, pageNum, pageSize } });

/** One page of a baby's PDF sheets, newest first. */
export const fetchReportFilePage = (babyId: number, pageNum: number, pageSize: number) =>
  callApi(routes.inspectionReports.reportFileList, { body: { babyId, pageNum, pageSize } });

/** One report with its results and sheets; a 4004 is shown by the page, not a toast. */
export const useReportDetail = (reportId: number | null) =>
  useQuery({
    queryKey: [routes.inspectionReports.checkDetails.path, reportId],
    enabled: reportId !== null,
    queryFn: ({ signal }) =>
      callApi(
        routes.inspectionReports.checkDetails,
        { body: { reportId: reportId ?? 0 } },
        { signal, silent: true },
      ),
    retry: false,
  });

/** The baby's clinic record number, or null when it has none (the first page of encounterList says it). */
export const useRecordLink = (babyId: number) =>
  useQuery({
    queryKey: [routes.inspectionReports.encounterList.path, 'link', babyId],
    queryFn: async ({ signal }) => {
      const page = await callApi(
        routes.inspectionReports.encounterList,
        { body: { babyId, pageNum: 1, pageSize: 1 } },
        { signal },
      );
      return { pid: page.pid };
    },
  });
