import type { ConsoleFacility } from '@sprout/contract';
import { Button, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { changedColumns } from '../../../components/changed-columns.tsx';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { keywordOf, oneOf } from '../../../lib/list-params.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { type FacilityListQuery, useFacilityList } from '../api/list-facilities.ts';
import { minutesText } from '../utils/booking-rules.ts';
import { FacilityEditModal } from './facility-edit-modal.tsx';
import { OPEN_CLOSED_OPTIONS, StatusBadge } from './status-badge.tsx';

type Filters = Omit<FacilityListQuery, 'pageNum' | 'pageSize'>;
const readFilters = (params: URLSearchParams): Filters => ({
  status: oneOf(params.get('status'), ['open', 'closed'] as const),
  keyword: keywordOf(params.get('keyword')),
});

const bookingSummary = (f: ConsoleFacility) => (
  <Typography.Text style={{ fontSize: 13 }}>
    可约 {f.bookingWindowDays} 天 · {f.releaseTime} 放号 · 当日 {f.sameDayCutoff} 截止
    <br />
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      开诊前 {minutesText(f.cancelCutoffMinutes)}停止取消 · 未支付保留 {minutesText(f.holdMinutes)}
      {f.oneBookingPerHalfDay ? ' · 每半天限约一次' : ''}
      {f.sellPackageCards ? ' · 销售套餐卡' : ''}
    </Typography.Text>
  </Typography.Text>
);

/** The facilities with their booking settings, and the dialog that edits both. */
export function FacilityManagement() {
  const { query, filter, paging } = useListParams({ readFilters });
  const facilities = useFacilityList(query);
  const [editing, setEditing] = useState<ConsoleFacility | null>(null);

  const columns: TableColumnsType<ConsoleFacility> = [
    {
      title: '院区',
      key: 'name',
      render: (_, f) => (
        <>
          <Typography.Text strong>{f.name}</Typography.Text>
          <div style={{ fontSize: 13, lineHeight: '20px', marginTop: 2 }}>
            <Typography.Text type="secondary">{f.address}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              电话 {f.phone} · {f.runningTime}
            </Typography.Text>
          </div>
        </>
      ),
    },
    { title: '预约设置', key: 'booking', width: 290, render: (_, f) => bookingSummary(f) },
    { title: '状态', key: 'status', width: 80, render: (_, f) => <StatusBadge status={f.status} /> },
    ...changedColumns<ConsoleFacility>(),
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, f) => (
        <Button type="link" size="small" onClick={() => setEditing(f)} data-testid="facility-edit">
          编辑
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        search={{
          keyword: query.keyword,
          placeholder: '搜索院区名称或地址',
          label: '搜索院区',
          onSearch: (keyword) => filter({ keyword }),
          testId: 'facility-filter-keyword',
        }}
        filters={
          <FilterSelect
            label="状态"
            placeholder="全部状态"
            value={query.status}
            onChange={(status) => filter({ status })}
            options={OPEN_CLOSED_OPTIONS}
            testId="facility-filter-status"
          />
        }
      />
      <PagedTable<ConsoleFacility>
        rowKey="facilityId"
        columns={columns}
        list={facilities}
        paging={paging}
        rowTestId={(f) => `facility-row-${f.facilityId}`}
        totalText={(count) => `共 ${count} 个院区`}
      />
      {editing && <FacilityEditModal facility={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
