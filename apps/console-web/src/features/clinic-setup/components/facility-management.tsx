import type { ConsoleFacility } from '@sprout/contract';
import { Alert, Button, Select, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { type FacilityListQuery, useFacilityList } from '../api/list-facilities.ts';
import { keywordOf, oneOf, useListParams } from '../hooks/use-list-params.ts';
import { minutesText } from '../utils/booking-rules.ts';
import { changedColumns } from '../../../components/changed-columns.tsx';
import { FacilityEditModal } from './facility-edit-modal.tsx';
import { ListToolbar } from './list-toolbar.tsx';
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
    </Typography.Text>
  </Typography.Text>
);

/** The facilities with their booking settings, and the dialog that edits both. */
export function FacilityManagement() {
  const { query, filter, page, pageSizes } = useListParams(readFilters);
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
        testIdPrefix="facility"
        keyword={query.keyword}
        searchPlaceholder="搜索院区名称或地址"
        onSearch={(keyword) => filter({ keyword })}
        filters={
          <Select
            allowClear
            placeholder="全部状态"
            style={{ width: 140 }}
            value={query.status}
            onChange={(status) => filter({ status })}
            options={OPEN_CLOSED_OPTIONS}
            data-testid="facility-filter-status"
          />
        }
      />
      {facilities.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={facilities.error.message} />
      )}
      <Table<ConsoleFacility>
        rowKey="facilityId"
        columns={columns}
        dataSource={facilities.data?.list ?? []}
        loading={facilities.isFetching}
        onRow={(f) => ({ role: 'row', 'data-testid': `facility-row-${f.facilityId}` })}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: facilities.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: pageSizes.map(String),
          showTotal: (count) => `共 ${count} 个院区`,
          onChange: page,
        }}
      />
      {editing && <FacilityEditModal facility={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
