import { api } from '@sprout/contract';
import { Alert, App, Button, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useDeletePuberty } from '../api/delete-puberty.ts';
import type { ConsoleGrowthBaby } from '../api/list-measurements.ts';
import { type ConsolePubertyRow, usePubertyList } from '../api/list-puberty.ts';
import { GROWTH_STRINGS } from '../strings.ts';
import { AddPubertyModal } from './add-puberty-modal.tsx';

const S = GROWTH_STRINGS.puberty;

function DeletePubertyDialog({ row, onClose }: { row: ConsolePubertyRow; onClose: () => void }) {
  const { message } = App.useApp();
  const remove = useDeletePuberty();
  const submit = (reason: string) =>
    remove.mutateAsync({ pubertyId: row.pubertyId, reason }).then(() => {
      void message.success(`已删除 ${row.date} 的青春期发育记录`);
      onClose();
    });
  return (
    <ReasonDialog
      title="删除青春期发育记录"
      note={`删除 ${row.date} 的 ${row.stageName} 后，生长速度的判断标准和随访名单随之更新。请写明原因。`}
      label="删除原因"
      schema={api.growth.consoleDeletePuberty.body.shape.reason}
      okText="删除"
      testIds={{ reason: 'growth-puberty-delete-reason', submit: 'growth-puberty-delete-submit' }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

/** 青春期发育: the child's recorded Tanner stages, newest first, with entering and deleting one. */
export function PubertySection({ baby }: { baby: ConsoleGrowthBaby }) {
  const list = usePubertyList(baby.babyId);
  const [isAdding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ConsolePubertyRow | null>(null);
  const columns: TableColumnsType<ConsolePubertyRow> = [
    { title: '评估日期', dataIndex: 'date', key: 'date', width: 120 },
    { title: '当时年龄', dataIndex: 'ageLabel', key: 'age', width: 140 },
    { title: 'Tanner分期', dataIndex: 'stageName', key: 'stage' },
    { title: '录入人', key: 'staff', width: 90, render: (_, r) => r.staffName ?? '—' },
    {
      title: '录入时间',
      key: 'createdAt',
      width: 140,
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatClinicDateTime(r.createdAt)}</span>,
    },
    { title: '备注', key: 'note', ellipsis: true, render: (_, r) => r.note ?? '' },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          danger
          onClick={() => setDeleting(r)}
          data-testid="growth-puberty-delete"
        >
          删除
        </Button>
      ),
    },
  ];
  return (
    <>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          margin: '24px 0 4px',
        }}
      >
        <Typography.Title level={5} style={{ margin: 0 }}>
          {S.title}
        </Typography.Title>
        <Button onClick={() => setAdding(true)} data-testid="growth-puberty-create">
          {S.create}
        </Button>
      </div>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {S.hint}
      </Typography.Paragraph>
      {list.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={list.error.message} />
      )}
      <Table<ConsolePubertyRow>
        size="middle"
        rowKey="pubertyId"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        onRow={(r) => ({ role: 'row', 'data-testid': `growth-puberty-row-${r.date}` })}
        locale={{ emptyText: S.empty }}
      />
      {isAdding && <AddPubertyModal baby={baby} onClose={() => setAdding(false)} />}
      {deleting && <DeletePubertyDialog row={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
