import { api, type ConsolePackageCard } from '@sprout/contract';
import { PACKAGE_CARD_STATUS_LABELS, PACKAGE_CARD_STATUSES } from '@sprout/domain';
import { App, Button, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { oneOf } from '../../../lib/list-params.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { type CardListQuery, useRefundCard, useSoldCards } from '../api/package-cards.ts';
import { yuan } from '../utils/money.ts';
import { WriteOffDialog } from './write-off-dialog.tsx';

type Filters = Omit<CardListQuery, 'pageNum' | 'pageSize'>;
const readFilters = (params: URLSearchParams): Filters => ({
  phone: /^1[3-9]\d{9}$/.test(params.get('phone') ?? '') ? (params.get('phone') ?? undefined) : undefined,
  status: oneOf(params.get('status'), PACKAGE_CARD_STATUSES),
});
const refundReason = api.packageCardsConsole.refund.body.shape.reason;

/** 已售套餐卡: find a parent's cards by phone, 核销 a use at the visit, 退卡 an unused card (managers). */
export function SoldCards({ canRefund }: { canRefund: boolean }) {
  const { query, filter, paging } = useListParams({ readFilters });
  const list = useSoldCards(query);
  const refund = useRefundCard();
  const { message } = App.useApp();
  const [writingOff, setWritingOff] = useState<ConsolePackageCard | null>(null);
  const [refunding, setRefunding] = useState<ConsolePackageCard | null>(null);
  const columns: TableColumnsType<ConsolePackageCard> = [
    { title: '卡号', dataIndex: 'cardId', key: 'cardId', width: 80 },
    { title: '套餐', dataIndex: 'name', key: 'name' },
    { title: '宝宝', dataIndex: 'babyName', key: 'babyName', width: 100 },
    { title: '家长手机', dataIndex: 'parentPhone', key: 'parentPhone', width: 130 },
    {
      title: '剩余次数',
      key: 'left',
      render: (_, c) => c.services.map((s) => `${s.serviceName} ${s.usesLeft}/${s.usesTotal}`).join('，'),
    },
    {
      title: '有效期至',
      dataIndex: 'expiresOn',
      key: 'expiresOn',
      width: 110,
      render: (d: string | null) => d ?? '—',
    },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, c) =>
        c.expired ? <Tag>已过期</Tag> : <Tag color="blue">{PACKAGE_CARD_STATUS_LABELS[c.status]}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, c) =>
        c.status === 'active' ? (
          <Space>
            <Button
              type="link"
              size="small"
              disabled={c.expired}
              onClick={() => setWritingOff(c)}
              data-testid="card-write-off"
            >
              核销
            </Button>
            {canRefund ? (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setRefunding(c)}
                data-testid="card-refund"
              >
                退卡
              </Button>
            ) : null}
          </Space>
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
            value={query.status}
            onChange={(status) => filter({ status })}
            options={PACKAGE_CARD_STATUSES.map((s) => ({ value: s, label: PACKAGE_CARD_STATUS_LABELS[s] }))}
            testId="cards-filter-status"
          />
        }
        search={{
          keyword: query.phone,
          placeholder: '家长手机号',
          label: '按家长手机号查找',
          onSearch: (phone) => filter({ phone }),
          testId: 'cards-search-phone',
        }}
      />
      <PagedTable<ConsolePackageCard>
        rowKey="cardId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(c) => `sold-card-${c.cardId}`}
        totalText={(n) => `共 ${n} 张套餐卡`}
        emptyText="没有套餐卡"
      />
      {writingOff ? <WriteOffDialog card={writingOff} onClose={() => setWritingOff(null)} /> : null}
      {refunding ? (
        <ReasonDialog
          title={`退卡：${refunding.name}（${refunding.babyName}）`}
          note={`按剩余次数折算并扣除${refunding.refundHandlingPercent}%手续费，原路退回 ¥${yuan(refunding.refundFen)}；剩余次数全部作废，不能撤销。`}
          label="退卡原因"
          schema={refundReason}
          okText="确认退卡"
          testIds={{ reason: 'card-refund-reason', submit: 'card-refund-submit' }}
          onSubmit={(reason) =>
            refund.mutateAsync({ cardId: refunding.cardId, reason }).then((r) => {
              void message.success(`已退卡，退款 ¥${yuan(r.refundFen)}`);
              setRefunding(null);
            })
          }
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </>
  );
}
