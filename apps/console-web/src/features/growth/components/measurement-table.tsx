import { Button, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { PagedTable, type PagedQuery } from '../../../components/paged-table.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import type { ListPaging } from '../../../lib/list-params.ts';
import type { ConsoleMeasurementRow } from '../api/list-measurements.ts';
import { GROWTH_STRINGS } from '../strings.ts';
import { isOutside, type MeasureColumn, scoreTextOf, valueText } from '../utils/growth-cells.ts';

interface MeasurementTableProps {
  list: PagedQuery<ConsoleMeasurementRow>;
  paging: ListPaging;
  onDelete: (row: ConsoleMeasurementRow) => void;
  /** 待核对 rows: confirm (it then counts) or remove with a reason. */
  onConfirm: (row: ConsoleMeasurementRow) => void;
  onRemovePending: (row: ConsoleMeasurementRow) => void;
  confirmingId: number | null;
}

function Scored({
  value,
  percentile,
  pending,
}: {
  value: string;
  percentile: string | null;
  pending: boolean;
}) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <div>{value}</div>
      {pending && value !== '—' ? (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {GROWTH_STRINGS.review.pending}
        </Typography.Text>
      ) : (
        percentile && (
          <Typography.Text type={isOutside(percentile) ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
            {percentile}
          </Typography.Text>
        )
      )}
    </div>
  );
}

const scored =
  (column: MeasureColumn, value: (m: ConsoleMeasurementRow) => string) =>
  (_: unknown, m: ConsoleMeasurementRow) => (
    <Scored
      value={value(m)}
      percentile={scoreTextOf(m.results, column)}
      pending={m.reviewState === 'pending'}
    />
  );

/** 待核对 in orange; 已核对 with who confirmed it and when. */
function ReviewState({ m }: { m: ConsoleMeasurementRow }) {
  if (m.reviewState === 'pending')
    return (
      <Tag color="orange" data-testid="growth-measurement-pending">
        {GROWTH_STRINGS.review.pending}
      </Tag>
    );
  if (m.reviewState !== 'confirmed') return null;
  const when = m.reviewedAt ? formatClinicDateTime(m.reviewedAt) : '';
  return (
    <Tag title={`${m.reviewedByName ?? ''} ${when}`} data-testid="growth-measurement-confirmed">
      {GROWTH_STRINGS.review.confirmedBy(m.reviewedByName)}
    </Tag>
  );
}

export function MeasurementTable(props: MeasurementTableProps) {
  const columns: TableColumnsType<ConsoleMeasurementRow> = [
    {
      title: '测量日期',
      key: 'date',
      width: 130,
      render: (_, m) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{m.date}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.ageLabel}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '身长/身高',
      key: 'height',
      width: 150,
      render: scored('height', (m) => valueText(m.heightCm, '厘米', m.posture)),
    },
    {
      title: '体重',
      key: 'weight',
      width: 110,
      render: scored('weight', (m) => valueText(m.weightKg, '公斤')),
    },
    {
      title: '头围',
      key: 'head',
      width: 100,
      render: scored('head', (m) => valueText(m.headCircumferenceCm, '厘米')),
    },
    { title: 'BMI', key: 'bmi', width: 90, render: scored('bmi', (m) => valueText(m.bmi, '')) },
    {
      title: '来源',
      key: 'source',
      width: 110,
      render: (_, m) => (
        <Space size={4} wrap>
          <Tag color={m.source === 'clinic' ? 'blue' : 'default'}>{GROWTH_STRINGS.source[m.source]}</Tag>
          <ReviewState m={m} />
        </Space>
      ),
    },
    {
      title: '录入人',
      key: 'enteredBy',
      width: 90,
      render: (_, m) => m.enteredByName ?? m.enteredBy,
    },
    {
      title: '录入时间',
      key: 'createdAt',
      width: 140,
      render: (_, m) => <span style={{ whiteSpace: 'nowrap' }}>{formatClinicDateTime(m.createdAt)}</span>,
    },
    { title: '备注', key: 'note', width: 120, render: (_, m) => m.note ?? '' },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, m) =>
        m.reviewState === 'pending' ? (
          <Space size={0}>
            <Popconfirm
              title={GROWTH_STRINGS.review.confirmTitle}
              description={GROWTH_STRINGS.review.confirmNote}
              okText={GROWTH_STRINGS.review.confirm}
              okButtonProps={{ 'data-testid': 'growth-measurement-confirm-ok' }}
              onConfirm={() => props.onConfirm(m)}
            >
              <Button
                type="link"
                size="small"
                loading={props.confirmingId === m.measurementId}
                data-testid="growth-measurement-confirm"
              >
                {GROWTH_STRINGS.review.confirm}
              </Button>
            </Popconfirm>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => props.onRemovePending(m)}
              data-testid="growth-measurement-remove-pending"
            >
              删除
            </Button>
          </Space>
        ) : m.source === 'clinic' ? (
          <Button
            type="link"
            size="small"
            danger
            onClick={() => props.onDelete(m)}
            data-testid="growth-measurement-delete"
          >
            删除
          </Button>
        ) : null,
    },
  ];

  return (
    <PagedTable<ConsoleMeasurementRow>
      size="middle"
      rowKey="measurementId"
      columns={columns}
      list={props.list}
      paging={props.paging}
      // The page shows the query's error above the child's header.
      showError={false}
      rowTestId={(m) => `growth-measurement-row-${m.date}`}
      totalText={(count) => `共 ${count} 次测量`}
      emptyText="还没有测量记录"
    />
  );
}
