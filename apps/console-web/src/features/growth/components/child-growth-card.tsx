import { clinicToday } from '@sprout/domain';
import { Alert, Card, Descriptions, Empty, Table, type TableColumnsType } from 'antd';
import { type ConsoleMeasurementRow, useMeasurementList } from '../api/list-measurements.ts';
import { correctedAgeText } from '../utils/corrected-age.ts';
import { scoreTextOf, valueText } from '../utils/growth-cells.ts';
import { percentileTrend } from '../utils/percentile-trend.ts';
import { PercentileTrendChart } from './percentile-trend-chart.tsx';

const LATEST = 10;

const cell = (value: string, score: string | null) => (score ? `${value}（${score}）` : value);

const columns: TableColumnsType<ConsoleMeasurementRow> = [
  { title: '日期', dataIndex: 'date', key: 'date', width: 100 },
  {
    title: '身高/身长',
    key: 'height',
    render: (_, m) => cell(valueText(m.heightCm, 'cm'), scoreTextOf(m.results, 'height')),
  },
  {
    title: '体重',
    key: 'weight',
    render: (_, m) => cell(valueText(m.weightKg, 'kg'), scoreTextOf(m.results, 'weight')),
  },
];

/**
 * A child at a glance, for a doctor working on something else (an inquiry): profile, age and corrected
 * age, the percentile trend and the latest measurements. The server audits the read.
 */
export function ChildGrowthCard({ babyId }: { babyId: number }) {
  const measurements = useMeasurementList({ babyId, pageNum: 1, pageSize: LATEST });
  if (measurements.isError) return <Alert type="error" showIcon title={measurements.error.message} />;
  const data = measurements.data;
  const baby = data?.baby;
  const corrected = baby ? correctedAgeText(baby.birthday, baby.gestationalWeeks, clinicToday()) : null;
  return (
    <Card
      size="small"
      title="儿童档案与生长"
      loading={measurements.isLoading}
      data-testid="consult-child-growth"
    >
      {baby && data && (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'name', label: '姓名', children: baby.babyName },
              { key: 'sex', label: '性别', children: baby.sex },
              { key: 'age', label: '年龄', children: baby.age },
              ...(corrected ? [{ key: 'corrected', label: '矫正年龄', children: corrected }] : []),
              {
                key: 'gestation',
                label: '出生孕周',
                children: baby.gestationalWeeks === null ? '未填写' : `${baby.gestationalWeeks} 周`,
              },
              { key: 'pid', label: '就诊卡号', children: baby.pid ?? '未建档' },
            ]}
          />
          {data.list.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有测量记录" />
          ) : (
            <>
              <PercentileTrendChart points={percentileTrend(data.list)} />
              <Table<ConsoleMeasurementRow>
                size="small"
                rowKey="measurementId"
                columns={columns}
                dataSource={data.list.slice(0, 3)}
                pagination={false}
                style={{ marginTop: 8 }}
              />
            </>
          )}
        </>
      )}
    </Card>
  );
}
