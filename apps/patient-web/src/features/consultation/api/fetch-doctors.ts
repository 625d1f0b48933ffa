import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

/** One page of 找医生 (findDoctor), in one department or all; for the paged list. */
export const fetchDoctorPage = (deptId: number | null, pageNum: number, pageSize: number) =>
  callApi(routes.consultation.findDoctor, {
    query: { pageNum, pageSize, ...(deptId === null ? {} : { deptId }) },
  });

/** The server's largest page: every doctor who offers 图文问诊, for the filters' choices. */
const DIRECTORY_SIZE = 100;

/** The doctors who offer consultations (one large page), from which the department and speciality filters are built. */
export const useDoctorDirectory = () =>
  useQuery({
    queryKey: consultKeys.directory(),
    queryFn: ({ signal }) =>
      callApi(
        routes.consultation.findDoctor,
        { query: { pageNum: 1, pageSize: DIRECTORY_SIZE } },
        { signal },
      ),
    staleTime: 60_000,
  });
