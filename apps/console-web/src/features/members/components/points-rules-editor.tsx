import type { api, ResponseOf } from '@sprout/contract';
import { App, Button, Card, Form, Input, InputNumber, Table, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { showFormError } from '../../../lib/form-errors.ts';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { type PointsRulesInput, usePointsRules } from '../api/points-rules.ts';
import { useSavePointsRules } from '../api/save-points-rules.ts';

type Version = ResponseOf<typeof api.pointsConsole.rules>['history'][number];

const FIELDS = [
  { name: 'pointsPerYuan', label: '每实付1元获得积分', min: 0, max: 100 },
  { name: 'fenPerPoint', label: '每积分抵扣（分）', min: 1, max: 100 },
  { name: 'maxPayPercent', label: '积分最多抵扣应付金额（%）', min: 0, max: 100 },
  { name: 'validYearsAfter', label: '有效期：获得当年之后第几年年底', min: 0, max: 10 },
  { name: 'transferDailyCount', label: '每日转赠次数上限', min: 0, max: 100 },
  { name: 'transferDailyPoints', label: '每日转赠积分上限', min: 0, max: 10_000_000 },
] as const;

const columns: TableColumnsType<Version> = [
  { title: '版本', dataIndex: 'version', key: 'version', width: 70 },
  { title: '生效时间', key: 'changedAt', width: 160, render: (_, v) => formatClinicDateTime(v.changedAt) },
  {
    title: '规则',
    key: 'rule',
    render: (_, v) =>
      `每元${v.pointsPerYuan}分 · 每分抵${v.fenPerPoint}分钱 · 最多抵${v.maxPayPercent}% · 有效期+${v.validYearsAfter}年 · 转赠每日${v.transferDailyCount}次/${v.transferDailyPoints}分`,
  },
  { title: '修改人', key: 'staffName', width: 100, render: (_, v) => v.staffName ?? '系统' },
  { title: '原因', dataIndex: 'reason', key: 'reason', width: 200 },
];

/** 积分规则: the rules in force as a form (saving makes a new version, in force at once) and every version before. */
export function PointsRulesEditor() {
  const rules = usePointsRules();
  const save = useSavePointsRules();
  const [form] = Form.useForm<PointsRulesInput>();
  const { message } = App.useApp();
  const current = rules.data?.current;
  useEffect(() => {
    if (current) form.setFieldsValue({ ...current, reason: '' });
  }, [current, form]);
  const submit = (values: PointsRulesInput) =>
    save.mutate(values, {
      onSuccess: (r) => void message.success(`已保存为第 ${r.version} 版，即时生效`),
      onError: (error) => showFormError(form, [...FIELDS.map((f) => f.name), 'reason'], error, message),
    });
  return (
    <>
      <Card title="当前规则" style={{ marginBottom: 16 }}>
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 520 }}>
          {FIELDS.map((f) => (
            <Form.Item
              key={f.name}
              name={f.name}
              label={f.label}
              rules={[{ required: true, message: `请填写${f.label}` }]}
            >
              <InputNumber
                min={f.min}
                max={f.max}
                precision={0}
                style={{ width: '100%' }}
                data-testid={`rules-${f.name}`}
              />
            </Form.Item>
          ))}
          <Form.Item
            name="reason"
            label="修改原因"
            rules={[{ required: true, whitespace: true, min: 2, message: '请填写修改原因' }]}
          >
            <Input maxLength={200} data-testid="rules-reason" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="rules-save">
            保存为新版本
          </Button>
        </Form>
      </Card>
      <Card title="修改历史">
        <Table<Version>
          rowKey="version"
          columns={columns}
          dataSource={rules.data?.history ?? []}
          pagination={false}
          size="small"
        />
      </Card>
    </>
  );
}
