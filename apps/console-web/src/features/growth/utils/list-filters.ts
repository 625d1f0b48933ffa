import { FOLLOW_UP_FLAG_CODES } from '@sprout/contract';
import { oneOf, positiveInt } from '../../../lib/list-params.ts';

/** The child open on 生长测量, kept in the URL (随访名单 links here with it). */
export const readMeasurementFilters = (params: URLSearchParams) => ({
  babyId: positiveInt(params.get('babyId')),
});

/** 随访名单's flag filter. */
export const readFollowUpFilters = (params: URLSearchParams) => ({
  flag: oneOf(params.get('flag'), FOLLOW_UP_FLAG_CODES),
});
