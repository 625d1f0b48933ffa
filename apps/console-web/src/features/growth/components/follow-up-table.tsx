import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import { PagedTable, type PagedQuery } from '../../../components/paged-table.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import type { ListPaging } from '../../../lib/list-params.ts';
import type { FollowUpRow } from '../api/list-follow-ups.ts';
import { GROWTH_STRINGS } from '../strings.ts';

interface FollowUpTableProps {
  list: PagedQuery<FollowUpRow>;
  paging: ListPaging;
  onOpen: (row: FollowUpRow) => void;
}

export function FollowUpTable(props: FollowUpTableProps) {
  const columns: TableColumnsType<FollowUpRow> = [
    {
      title: '儿童',
      key: 'baby',
      width: 200,
      render: (_, r) => (
        <div>
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => props.onOpen(r)}
            data-testid="follow-up-open"
          >
            {r.babyName}
          </Button>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {r.sex} · {r.age}
            {r.pid ? ` · ${r.pid}` : ''}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '随访原因',
      key: 'flags',
      render: (_, r) =>
        r.flags.map((f) => (
          <div
            key={`${f.code}-${f.indicator}`}
            style={{ marginBottom: 4 }}
            data-testid={`follow-up-flag-${f.code}`}
          >
            <Tag color={GROWTH_STRINGS.flagColors[f.code]}>{f.label}</Tag>
            <Typography.Text title={f.rule}>{f.summary}</Typography.Text>
            {/* The reference table is named in the line already; a guideline or protocol is named here. */}
            {f.source && !f.summary.includes(f.source) && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                依据：{f.source}
              </Typography.Text>
            )}
          </div>
        )),
    },
    { title: '监护人手机', key: 'phone', width: 130, render: (_, r) => r.guardianPhone ?? '—' },
    {
      title: '最近测量',
      key: 'latest',
      width: 110,
      render: (_, r) => r.latestMeasuredOn ?? '—',
    },
    {
      title: '评估时间',
      key: 'computedAt',
      width: 140,
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatClinicDateTime(r.computedAt)}</span>,
    },
  ];
  return (
    <PagedTable<FollowUpRow>
      size="middle"
      rowKey="babyId"
      columns={columns}
      list={props.list}
      paging={props.paging}
      rowTestId={(r) => `follow-up-row-${r.babyId}`}
      totalText={(count) => `共 ${count} 名儿童`}
      emptyText="没有需要随访的儿童"
    />
  );
}
