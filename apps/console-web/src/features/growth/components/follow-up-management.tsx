import { FOLLOW_UP_FLAG_CODES } from '@sprout/contract';
import { useNavigate } from 'react-router';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useFollowUpList } from '../api/list-follow-ups.ts';
import { GROWTH_STRINGS } from '../strings.ts';
import { readFollowUpFilters } from '../utils/list-filters.ts';
import { FollowUpTable } from './follow-up-table.tsx';

/** Where a row opens its child: 生长测量 with the child chosen. */
export const measurementsPathOf = (babyId: number): string => `/growth/measurements?babyId=${babyId}`;

const FLAG_OPTIONS = FOLLOW_UP_FLAG_CODES.map((code) => ({ value: code, label: GROWTH_STRINGS.flags[code] }));

/** 随访名单: the flagged children, newest measurement first, filtered by flag. */
export function FollowUpManagement() {
  const { query, filter, paging } = useListParams({ readFilters: readFollowUpFilters });
  const list = useFollowUpList(query);
  const navigate = useNavigate();

  return (
    <>
      <ListToolbar
        filters={
          <FilterSelect
            label="随访原因"
            placeholder="全部随访原因"
            width={220}
            value={query.flag}
            onChange={(flag) => filter({ flag })}
            options={FLAG_OPTIONS}
            testId="follow-up-filter-flag"
          />
        }
      />
      <FollowUpTable list={list} paging={paging} onOpen={(row) => navigate(measurementsPathOf(row.babyId))} />
    </>
  );
}
