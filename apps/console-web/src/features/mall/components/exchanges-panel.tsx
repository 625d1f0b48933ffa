import { api } from '@sprout/contract';
import { EXCHANGE_STATUS_LABELS, EXCHANGE_STATUSES } from '@sprout/domain';
import { App, Button, Form, Input, Modal, Popconfirm, Space, type TableColumnsType } from 'antd';
import type { z } from 'zod';
import { useState } from 'react';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { showFormError } from '../../../lib/form-errors.ts';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { oneOf } from '../../../lib/list-params.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { type ExchangeQuery, useCancelExchange, useDeliver, useExchanges, useShip } from '../api/mall.ts';

type Exchange = z.infer<typeof api.mallConsole.exchangeList.response>['list'][number];
type Filters = Omit<ExchangeQuery, 'pageNum' | 'pageSize'>;
const readFilters = (params: URLSearchParams): Filters => ({
  status: oneOf(params.get('status'), EXCHANGE_STATUSES),
});
const cancelReason = api.mallConsole.cancel.body.shape.reason;

function ShipDialog({ exchange, onClose }: { exchange: Exchange; onClose: () => void }) {
  const [form] = Form.useForm<{ carrier: string; trackingNo: string }>();
  const ship = useShip();
  const { message } = App.useApp();
  return (
    <Modal
      open
      title={`发货：${exchange.goodsName}×${exchange.quantity}`}
      okText="确认发货"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={ship.isPending}
      okButtonProps={{ 'data-testid': 'ship-submit' }}
    >
      <p>
        {exchange.recipient} {exchange.mobile}
        <br />
        {exchange.addressText}
      </p>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) =>
          ship.mutate(
            { exchangeId: exchange.exchangeId, ...v },
            {
              onSuccess: () => {
                void message.success('已发货');
                onClose();
              },
              onError: (error) => showFormError(form, ['carrier', 'trackingNo'], error, message),
            },
          )
        }
      >
        <Form.Item label="快递公司" name="carrier" rules={[{ required: true, message: '请填写快递公司' }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label="运单号" name="trackingNo" rules={[{ required: true, message: '请填写运单号' }]}>
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 兑换单: to ship (待发货 first by filter), shipped, done; 取消 gives the parent's points and the stock back. */
export function ExchangesPanel({ canCancel }: { canCancel: boolean }) {
  const { query, filter, paging } = useListParams({ readFilters });
  const list = useExchanges(query);
  const deliver = useDeliver();
  const cancel = useCancelExchange();
  const { message } = App.useApp();
  const [shipping, setShipping] = useState<Exchange | null>(null);
  const [cancelling, setCancelling] = useState<Exchange | null>(null);
  const columns: TableColumnsType<Exchange> = [
    { title: '单号', dataIndex: 'exchangeId', key: 'exchangeId', width: 80 },
    { title: '商品', key: 'goods', render: (_, x) => `${x.goodsName}×${x.quantity}（${x.points}积分）` },
    { title: '收货', key: 'address', render: (_, x) => `${x.recipient} ${x.mobile} ${x.addressText}` },
    { title: '状态', dataIndex: 'statusLabel', key: 'status', width: 90 },
    {
      title: '物流',
      key: 'tracking',
      width: 160,
      render: (_, x) => (x.trackingNo ? `${x.carrier ?? ''} ${x.trackingNo}` : '—'),
    },
    { title: '兑换时间', key: 'createdAt', width: 160, render: (_, x) => formatClinicDateTime(x.createdAt) },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, x) => (
        <Space>
          {x.status === 'waiting' ? (
            <Button type="link" size="small" onClick={() => setShipping(x)} data-testid="exchange-ship">
              发货
            </Button>
          ) : null}
          {x.status === 'shipped' ? (
            <Popconfirm
              title="确认已送达？"
              okText="确认"
              onConfirm={() =>
                deliver.mutate(x.exchangeId, { onError: (error) => void message.error(error.message) })
              }
            >
              <Button type="link" size="small">
                确认送达
              </Button>
            </Popconfirm>
          ) : null}
          {x.status === 'waiting' && canCancel ? (
            <Button type="link" size="small" danger onClick={() => setCancelling(x)}>
              取消
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <FilterSelect
            label="状态"
            placeholder="全部状态"
            value={query.status}
            onChange={(status) => filter({ status })}
            options={EXCHANGE_STATUSES.map((s) => ({ value: s, label: EXCHANGE_STATUS_LABELS[s] }))}
            testId="exchanges-filter-status"
          />
        }
      />
      <PagedTable<Exchange>
        rowKey="exchangeId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(x) => `exchange-row-${x.exchangeId}`}
        totalText={(n) => `共 ${n} 个兑换单`}
        emptyText="没有兑换单"
      />
      {shipping ? <ShipDialog exchange={shipping} onClose={() => setShipping(null)} /> : null}
      {cancelling ? (
        <ReasonDialog
          title={`取消兑换：${cancelling.goodsName}`}
          note="取消后库存与家长的积分各退回一次，家长会在兑换详情中看到已取消。"
          label="取消原因"
          schema={cancelReason}
          okText="确认取消"
          testIds={{ reason: 'exchange-cancel-reason', submit: 'exchange-cancel-submit' }}
          onSubmit={(reason) =>
            cancel.mutateAsync({ exchangeId: cancelling.exchangeId, reason }).then(() => {
              void message.success('已取消，积分与库存已退回');
              setCancelling(null);
            })
          }
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </>
  );
}
