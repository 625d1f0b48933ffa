import type { InvoiceQueueItem } from '@sprout/contract';
import { formatFen } from '@sprout/domain';
import { App, Button, Popconfirm, type TableColumnsType, Tag, Typography } from 'antd';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { type InvoiceQueueQuery, useInvoiceQueue, useRetryInvoice } from '../api/invoice-queue.ts';
import { canRetry, INVOICE_STATE_OPTIONS, readInvoiceState, STATE_COLORS } from '../utils/invoice-states.ts';

type Filters = Omit<InvoiceQueueQuery, 'pageNum' | 'pageSize'>;
const readFilters = (params: URLSearchParams): Filters => ({ state: readInvoiceState(params.get('state')) });

/** 发票: every invoice by state, with the buyer, the orders, the provider's serial and a retry for failures. */
export function InvoiceQueue() {
  const { query, filter, paging } = useListParams({ readFilters });
  const list = useInvoiceQueue(query);
  const retry = useRetryInvoice();
  const { message } = App.useApp();
  const onRetry = (invoice: InvoiceQueueItem) =>
    retry.mutate(invoice.invoiceId, {
      onSuccess: () => void message.success(`已重新排队：${invoice.invoiceNo}`),
      onError: (error) => void message.error(error.message),
    });

  const columns: TableColumnsType<InvoiceQueueItem> = [
    { title: '申请号', dataIndex: 'invoiceNo', key: 'invoiceNo', width: 190 },
    {
      title: '状态',
      key: 'state',
      width: 100,
      render: (_, i) => <Tag color={STATE_COLORS[i.state]}>{i.stateText}</Tag>,
    },
    {
      title: '抬头',
      key: 'buyer',
      render: (_, i) => (
        <>
          {i.buyerName}
          {i.buyerTaxNumber && <Typography.Text type="secondary"> {i.buyerTaxNumber}</Typography.Text>}
        </>
      ),
    },
    { title: '金额', key: 'amount', width: 100, render: (_, i) => `¥${formatFen(i.amountFen)}` },
    {
      title: '订单',
      key: 'orders',
      render: (_, i) => i.orders.map((o) => `${o.title}（${o.orderNo}）`).join('；'),
    },
    {
      title: '发票号码 / 原因',
      key: 'result',
      render: (_, i) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ marginBottom: 0 }}>
          {[i.providerInvoiceNo, i.failureReason, i.reversalReason && `红冲：${i.reversalReason}`]
            .filter(Boolean)
            .join('；') || '—'}
        </Typography.Paragraph>
      ),
    },
    { title: '更新时间', key: 'updatedAt', width: 170, render: (_, i) => formatClinicDateTime(i.updatedAt) },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, i) =>
        canRetry(i) ? (
          <Popconfirm
            title="重新开具这张发票？"
            description="发票会重新排队并立即提交开票平台。"
            okText="重试"
            onConfirm={() => onRetry(i)}
          >
            <Button type="link" size="small" loading={retry.isPending && retry.variables === i.invoiceId}>
              重试
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  return (
    <>
      <ListToolbar
        filters={
          <FilterSelect
            label="状态"
            placeholder="全部状态"
            width={160}
            value={query.state}
            onChange={(state) => filter({ state: readInvoiceState(state ?? null) })}
            options={INVOICE_STATE_OPTIONS}
            testId="invoice-queue-filter-state"
          />
        }
      />
      <PagedTable<InvoiceQueueItem>
        rowKey="invoiceId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(i) => `invoice-${i.invoiceId}`}
        totalText={(count) => `共 ${count} 张发票`}
        emptyText="没有发票"
      />
    </>
  );
}
