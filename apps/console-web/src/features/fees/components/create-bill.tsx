import type { feePatient } from '@sprout/contract';
import { formatFen } from '@sprout/domain';
import { App, Button, Input, InputNumber, Modal, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { useCreateBill, useFeePatients } from '../api/bills.ts';
import { useFeeItems } from '../api/fee-items.ts';

type Patient = z.infer<typeof feePatient>;
interface Line {
  itemCode: string;
  quantity: number;
}

const PID = /^[A-Za-z0-9-]{1,32}$/;
const PHONE = /^1[3-9]\d{9}$/;

/** 开账单: find the child by record number or the parent's phone, add lines from the catalogue, bill. */
export function CreateBill({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState<{ pid?: string; phone?: string } | null>(null);
  const [patient, setPatient] = useState<Patient | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const patients = useFeePatients(asked);
  const items = useFeeItems();
  const create = useCreateBill();
  const { message } = App.useApp();
  const enabled = (items.data?.list ?? []).filter((i) => i.enabled);
  const priceOf = (code: string) => enabled.find((i) => i.code === code)?.unitPriceFen ?? 0;
  const total = lines.reduce((a, l) => a + priceOf(l.itemCode) * l.quantity, 0);

  const find = () => {
    const text = search.trim();
    if (PHONE.test(text)) setAsked({ phone: text });
    else if (PID.test(text)) setAsked({ pid: text });
    else void message.error('请输入就诊档案号或11位手机号');
  };
  const add = (code: string | undefined) => {
    if (!code) return;
    setLines((ls) =>
      ls.some((l) => l.itemCode === code)
        ? ls.map((l) => (l.itemCode === code ? { ...l, quantity: l.quantity + 1 } : l))
        : [...ls, { itemCode: code, quantity: 1 }],
    );
  };
  const reset = () => {
    setSearch('');
    setAsked(null);
    setPatient(null);
    setLines([]);
    onClose();
  };
  const submit = () => {
    if (!patient) return;
    create.mutate(
      { pid: patient.pid, lines },
      {
        onSuccess: () => {
          void message.success(`已为 ${patient.name} 开账单`);
          reset();
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="开账单"
      okText="开账单"
      cancelText="取消"
      width={640}
      okButtonProps={{ disabled: !patient || lines.length === 0, 'data-testid': 'bill-create-submit' }}
      confirmLoading={create.isPending}
      onOk={submit}
      onCancel={reset}
      destroyOnHidden
    >
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input
          aria-label="就诊档案号或家长手机号"
          placeholder="就诊档案号或家长手机号"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onPressEnter={find}
          data-testid="bill-patient-search"
        />
        <Button onClick={find} loading={patients.isFetching} data-testid="bill-patient-find">
          查找
        </Button>
      </Space.Compact>
      {(patients.data?.list ?? []).map((p) => (
        <Button
          key={p.pid}
          type={patient?.pid === p.pid ? 'primary' : 'default'}
          style={{ marginRight: 8, marginBottom: 8 }}
          onClick={() => setPatient(p)}
          data-testid={`bill-patient-${p.pid}`}
        >
          {p.name}（{p.pid}，{p.sex}，{p.birthday}）
        </Button>
      ))}
      {asked && patients.data?.list.length === 0 ? (
        <Typography.Text type="secondary">没有找到就诊人</Typography.Text>
      ) : null}
      {patient ? (
        <>
          <Select
            aria-label="添加收费项目"
            placeholder="添加收费项目"
            style={{ width: '100%', margin: '12px 0' }}
            // Always empty: a pick adds a line (or one more of it) and the box is ready for the next.
            value={null}
            onChange={add}
            showSearch={{ optionFilterProp: 'label' }}
            // The code is in the label: two items may share a name (a lab test at two prices), and the
            // search finds an item by its code too.
            options={enabled.map((i) => ({
              value: i.code,
              label: `${i.name}（${i.code}，${i.categoryLabel}，￥${formatFen(i.unitPriceFen)}）`,
            }))}
            data-testid="bill-item-select"
          />
          <Table<Line>
            rowKey="itemCode"
            size="small"
            pagination={false}
            dataSource={lines}
            columns={[
              {
                title: '项目',
                key: 'name',
                render: (_, l) => enabled.find((i) => i.code === l.itemCode)?.name,
              },
              {
                title: '数量',
                key: 'quantity',
                width: 110,
                render: (_, l) => (
                  <InputNumber
                    aria-label="数量"
                    min={1}
                    max={999}
                    value={l.quantity}
                    onChange={(q) =>
                      setLines((ls) =>
                        ls.map((x) => (x.itemCode === l.itemCode ? { ...x, quantity: q ?? 1 } : x)),
                      )
                    }
                  />
                ),
              },
              {
                title: '金额（元）',
                key: 'amount',
                width: 110,
                render: (_, l) => formatFen(priceOf(l.itemCode) * l.quantity),
              },
              {
                title: '',
                key: 'remove',
                width: 60,
                render: (_, l) => (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setLines((ls) => ls.filter((x) => x !== l))}
                  >
                    移除
                  </Button>
                ),
              },
            ]}
          />
          <Typography.Paragraph style={{ textAlign: 'right', marginTop: 8 }}>
            合计 ￥{formatFen(total)}
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
