import { COMPLAINT_STATUS_VALUES } from '@sprout/contract';
import { oneOf, positiveInt } from '../../../lib/list-params.ts';

/** 评价管理's filters from the URL: a doctor and a star count (1-5). */
export const readRatingFilters = (params: URLSearchParams) => ({
  doctorId: positiveInt(params.get('doctorId')),
  stars: positiveInt(params.get('stars'), 5),
});

/** 投诉's filters from the URL: a status and a doctor. */
export const readComplaintFilters = (params: URLSearchParams) => ({
  status: oneOf(params.get('status'), COMPLAINT_STATUS_VALUES),
  doctorId: positiveInt(params.get('doctorId')),
});

export const STAR_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${n} 星` }));
export const COMPLAINT_STATUS_OPTIONS = [
  { value: 'open' as const, label: '待处理' },
  { value: 'handled' as const, label: '已处理' },
];
