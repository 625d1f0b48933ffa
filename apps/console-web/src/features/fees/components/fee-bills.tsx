import { api, type BillView } from '@sprout/contract';
import {
  BILL_PAYMENT_WAY_DESK_LABELS,
  BILL_STATUS_LABELS,
  BILL_STATUSES,
  type BillStatusCode,
  formatFen,
} from '@sprout/domain';
import { App, Button, Form, Input, Modal, Radio, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { type BillsQuery, useBills, useRefundFeeOrder, useVoidBill, useWriteOffBill } from '../api/bills.ts';
import { CreateBill } from './create-bill.tsx';

type Filters = Omit<BillsQuery, 'pageNum' | 'pageSize'>;
const isStatus = (v: string | null): v is BillStatusCode => BILL_STATUSES.some((s) => s === v);
const readFilters = (params: URLSearchParams): Filters => {
  const status = params.get('status');
  return { pid: params.get('pid') ?? undefined, status: isStatus(status) ? status : undefined };
};
const STATUS_OPTIONS = BILL_STATUSES.map((s) => ({ value: s, label: BILL_STATUS_LABELS[s] }));

type Acting = { kind: 'void' | 'refund'; bill: BillView } | null;

/** 账单: every bill with its state; 开账单, 核销, 作废 and 退费 from the row. */
export function FeeBills() {
  const { query, filter, paging } = useListParams({ readFilters });
  const list = useBills(query);
  const [creating, setCreating] = useState(false);
  const [acting, setActing] = useState<Acting>(null);
  const [writingOff, setWritingOff] = useState<BillView | null>(null);
  const voidBill = useVoidBill();
  const refund = useRefundFeeOrder();
  const writeOff = useWriteOffBill();
  const [form] = Form.useForm<{ method: 'cash' | 'card'; posReference?: string }>();
  const { message } = App.useApp();

  const columns: TableColumnsType<BillView> = [
    { title: '编号', dataIndex: 'billId', key: 'billId', width: 80 },
    { title: '就诊人', key: 'patient', render: (_, b) => `${b.patientName}（${b.pid}）` },
    { title: '账单', dataIndex: 'title', key: 'title' },
    { title: '金额（元）', key: 'total', width: 110, render: (_, b) => formatFen(b.totalFen) },
    {
      title: '状态',
      key: 'status',
      width: 120,
      render: (_, b) => `${b.statusLabel}${b.paidVia ? `·${BILL_PAYMENT_WAY_DESK_LABELS[b.paidVia]}` : ''}`,
    },
    { title: '来源', key: 'source', width: 90, render: (_, b) => (b.source === 'his' ? 'HIS' : '手工') },
    { title: '开单时间', key: 'createdAt', width: 170, render: (_, b) => formatClinicDateTime(b.createdAt) },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, b) => (
        <Space size={0}>
          {b.status === 'unpaid' ? (
            <>
              <Button
                type="link"
                size="small"
                onClick={() => setWritingOff(b)}
                data-testid={`bill-writeoff-${b.billId}`}
              >
                核销
              </Button>
              <Button type="link" size="small" danger onClick={() => setActing({ kind: 'void', bill: b })}>
                作废
              </Button>
            </>
          ) : null}
          {b.status === 'paid' && b.paidVia === 'online' && b.orderNo ? (
            <Button type="link" size="small" danger onClick={() => setActing({ kind: 'refund', bill: b })}>
              退费
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const submitWriteOff = (v: { method: 'cash' | 'card'; posReference?: string }) => {
    if (!writingOff) return;
    const posReference = v.posReference?.trim() || undefined;
    writeOff.mutate(
      { billId: writingOff.billId, method: v.method, ...(posReference ? { posReference } : {}) },
      {
        onSuccess: () => {
          void message.success('已核销');
          setWritingOff(null);
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <>
      <ListToolbar
        filters={
          <FilterSelect
            label="状态"
            placeholder="全部状态"
            width={140}
            value={query.status}
            onChange={(status) => filter({ status })}
            options={STATUS_OPTIONS}
            testId="bills-filter-status"
          />
        }
        search={{
          keyword: query.pid,
          placeholder: '就诊档案号',
          label: '就诊档案号',
          onSearch: (pid) => filter({ pid: pid?.trim() || undefined }),
          testId: 'bills-search-pid',
        }}
        actions={
          <Button type="primary" onClick={() => setCreating(true)} data-testid="bill-create">
            开账单
          </Button>
        }
      />
      <PagedTable<BillView>
        rowKey="billId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(b) => `bill-row-${b.billId}`}
        totalText={(count) => `共 ${count} 张账单`}
        emptyText="没有账单"
      />
      <CreateBill open={creating} onClose={() => setCreating(false)} />
      <Modal
        open={writingOff !== null}
        title={`核销：${writingOff?.patientName ?? ''} ${writingOff?.title ?? ''} ￥${formatFen(writingOff?.totalFen ?? 0)}`}
        okText="核销"
        cancelText="取消"
        confirmLoading={writeOff.isPending}
        onOk={() => form.submit()}
        onCancel={() => setWritingOff(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ method: 'cash' }} onFinish={submitWriteOff}>
          <Form.Item name="method" label="收款方式">
            <Radio.Group
              options={[
                { value: 'cash', label: '现金' },
                { value: 'card', label: '银行卡（POS）' },
              ]}
            />
          </Form.Item>
          <Form.Item name="posReference" label="POS 参考号（银行卡必填）">
            <Input maxLength={40} />
          </Form.Item>
        </Form>
      </Modal>
      {acting?.kind === 'void' ? (
        <ReasonDialog
          title={`作废账单：${acting.bill.patientName} ${acting.bill.title}`}
          label="作废原因"
          schema={api.feesConsole.voidBill.body.shape.reason}
          okText="作废"
          testIds={{ reason: 'bill-void-reason', submit: 'bill-void-submit' }}
          onSubmit={(reason) => voidBill.mutateAsync({ billId: acting.bill.billId, reason })}
          onClose={() => setActing(null)}
        />
      ) : null}
      {acting?.kind === 'refund' && acting.bill.orderNo ? (
        <ReasonDialog
          title={`退费：订单 ${acting.bill.orderNo}`}
          note="整笔缴费订单全额原路退回（同一订单的其他账单一并退费），所用优惠券、积分、套餐卡同时退回。"
          label="退款原因"
          schema={api.feesConsole.refundFeeOrder.body.shape.reason}
          okText="退费"
          testIds={{ reason: 'bill-refund-reason', submit: 'bill-refund-submit' }}
          onSubmit={(reason) => refund.mutateAsync({ orderNo: acting.bill.orderNo ?? '', reason })}
          onClose={() => setActing(null)}
        />
      ) : null}
    </>
  );
}
