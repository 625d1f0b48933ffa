import { FOLLOW_UP_FLAG_CODES } from '@sprout/contract';
import { Alert, Select } from 'antd';
import { useNavigate } from 'react-router';
import { type FollowUpFlag, useFollowUpList } from '../api/list-follow-ups.ts';
import { useFollowUpFilters } from '../hooks/use-growth-params.ts';
import { GROWTH_STRINGS } from '../strings.ts';
import { FollowUpTable } from './follow-up-table.tsx';

/** Where a row opens its child: 生长测量 with the child chosen. */
export const measurementsPathOf = (babyId: number): string => `/growth/measurements?babyId=${babyId}`;

/** 随访名单: the flagged children, newest measurement first, filtered by flag. */
export function FollowUpManagement() {
  const { filters, update, pageSizes } = useFollowUpFilters();
  const list = useFollowUpList(filters);
  const navigate = useNavigate();

  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <Select<FollowUpFlag>
          allowClear
          placeholder="全部随访原因"
          style={{ width: 220 }}
          value={filters.flag}
          onChange={(flag) => update({ flag, pageNum: 1 })}
          options={FOLLOW_UP_FLAG_CODES.map((code) => ({ value: code, label: GROWTH_STRINGS.flags[code] }))}
          data-testid="follow-up-filter-flag"
        />
      </div>
      {list.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={list.error.message} />
      )}
      <FollowUpTable
        rows={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        pageNum={filters.pageNum}
        pageSize={filters.pageSize}
        pageSizes={pageSizes}
        isLoading={list.isFetching}
        onPageChange={(pageNum, pageSize) =>
          update({ pageNum: pageSize === filters.pageSize ? pageNum : 1, pageSize })
        }
        onOpen={(row) => navigate(measurementsPathOf(row.babyId))}
      />
    </>
  );
}
