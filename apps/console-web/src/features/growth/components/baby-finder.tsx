import { api } from '@sprout/contract';
import { App, Button, Form, Input, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { type FindBabyQuery, useFindBaby } from '../api/find-baby.ts';
import type { ConsoleGrowthBaby } from '../api/list-measurements.ts';

type Mode = 'pid' | 'namePhone';
interface FormValues {
  pid?: string;
  name?: string;
  phone?: string;
}
const FIELDS = ['pid', 'name', 'phone'] as const;
const findQuery = api.growth.consoleFindBaby.query;

/** Finds a child by 就诊卡号, or by name and guardian phone; one match opens at once, several are listed. */
export function BabyFinder({ onPick }: { onPick: (babyId: number) => void }) {
  const [mode, setMode] = useState<Mode>('pid');
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const find = useFindBaby();
  const [matches, setMatches] = useState<ConsoleGrowthBaby[] | null>(null);

  const submit = (v: FormValues) => {
    const query: FindBabyQuery =
      mode === 'pid'
        ? { pid: (v.pid ?? '').trim() }
        : { name: (v.name ?? '').trim(), phone: (v.phone ?? '').trim() };
    find.mutate(query, {
      onSuccess: (found) => {
        if (found.length === 0) {
          setMatches(null);
          void message.warning('没有找到这个儿童，请核对后再查');
          return;
        }
        const [only] = found;
        if (found.length === 1 && only) {
          setMatches(null);
          onPick(only.babyId);
          return;
        }
        setMatches(found);
      },
      onError: (error) => showFormError(form, FIELDS, error, message),
    });
  };

  return (
    <div style={{ marginBottom: 16 }}>
      <Space wrap align="start">
        <Segmented<Mode>
          value={mode}
          onChange={(m) => {
            setMode(m);
            setMatches(null);
            form.resetFields();
          }}
          options={[
            { value: 'pid', label: '就诊卡号' },
            { value: 'namePhone', label: '姓名 + 监护人手机号' },
          ]}
          data-testid="growth-find-mode"
        />
        <Form<FormValues> form={form} layout="inline" onFinish={submit} autoComplete="off">
          {mode === 'pid' ? (
            <Form.Item
              name="pid"
              rules={[{ required: true, whitespace: true, message: '请输入就诊卡号' }]}
              style={{ width: 220 }}
            >
              <Input placeholder="就诊卡号" allowClear data-testid="growth-find-pid" />
            </Form.Item>
          ) : (
            <>
              <Form.Item
                name="name"
                rules={[{ required: true, whitespace: true, message: '请输入宝宝姓名' }]}
                style={{ width: 160 }}
              >
                <Input placeholder="宝宝姓名" maxLength={20} allowClear data-testid="growth-find-name" />
              </Form.Item>
              <Form.Item
                name="phone"
                validateFirst
                rules={[
                  { required: true, message: '请输入监护人手机号' },
                  contractRule(findQuery?.shape.phone),
                ]}
                style={{ width: 180 }}
              >
                <Input placeholder="监护人手机号" maxLength={11} allowClear data-testid="growth-find-phone" />
              </Form.Item>
            </>
          )}
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={find.isPending}
              data-testid="growth-find-submit"
            >
              查找
            </Button>
          </Form.Item>
        </Form>
      </Space>
      {matches && (
        <Table<ConsoleGrowthBaby>
          style={{ marginTop: 12 }}
          size="small"
          rowKey="babyId"
          pagination={false}
          dataSource={matches}
          columns={[
            { title: '姓名', dataIndex: 'babyName', key: 'name' },
            { title: '性别', dataIndex: 'sex', key: 'sex', width: 60 },
            { title: '年龄', dataIndex: 'age', key: 'age' },
            { title: '就诊卡号', key: 'pid', render: (_, b) => b.pid ?? '—' },
            { title: '监护人手机', key: 'phone', render: (_, b) => b.guardianPhone ?? '—' },
            {
              title: '操作',
              key: 'open',
              width: 80,
              render: (_, b) => (
                <Button type="link" size="small" onClick={() => onPick(b.babyId)}>
                  查看
                </Button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
