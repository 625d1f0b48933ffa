import { formatFen } from '@sprout/domain';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { type ServiceRow, useServiceList } from '../api/list-services.ts';
import { workingHoursText } from '../utils/service-form.ts';
import { ServiceModal } from './service-modal.tsx';
import { ToneTag } from './tone-tag.tsx';

const readFilters = () => ({});

/** 问诊服务设置: each doctor's 图文问诊 service; a doctor never set shows the defaults, off. */
export function ServiceSettings() {
  const { query, paging } = useListParams({ readFilters });
  const list = useServiceList(query);
  const [editing, setEditing] = useState<ServiceRow | null>(null);
  const columns: TableColumnsType<ServiceRow> = [
    {
      title: '医生',
      key: 'doctor',
      width: 180,
      render: (_, s) => (
        <>
          {s.doctorName} <span style={{ color: '#595959' }}>{s.doctorTitle}</span>
          {s.doctorStatus === 'stopped' && <Tag style={{ marginLeft: 6 }}>已停诊</Tag>}
        </>
      ),
    },
    { title: '科室', dataIndex: 'deptName', key: 'dept', width: 120 },
    {
      title: '状态',
      key: 'enabled',
      width: 90,
      render: (_, s) =>
        s.enabled ? <ToneTag tone="good">已开通</ToneTag> : <Tag>{s.configured ? '已关闭' : '未设置'}</Tag>,
    },
    { title: '价格', key: 'price', width: 90, render: (_, s) => `¥${formatFen(s.priceFen)}` },
    {
      title: '接诊 / 首次回复时限',
      key: 'deadlines',
      width: 150,
      render: (_, s) => `${s.acceptMinutes} / ${s.answerMinutes} 分钟`,
    },
    {
      title: '免费追问',
      key: 'followUp',
      width: 120,
      render: (_, s) => `${s.followUpMessages} 条 / ${s.followUpHours} 小时内`,
    },
    { title: '工作时间', key: 'hours', width: 200, render: (_, s) => workingHoursText(s.workingHours) },
    {
      title: '更新时间',
      key: 'updatedAt',
      width: 140,
      render: (_, s) => (s.updatedAt ? formatClinicDateTime(s.updatedAt) : '—'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, s) => (
        <Button type="link" size="small" onClick={() => setEditing(s)} data-testid="consult-service-edit">
          设置
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListToolbar />
      <PagedTable<ServiceRow>
        rowKey="doctorId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(s) => `consult-service-${s.doctorId}`}
        totalText={(count) => `共 ${count} 位医生`}
        emptyText="还没有医生"
      />
      {editing && <ServiceModal key={editing.doctorId} service={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
