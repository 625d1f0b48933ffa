import type { api, ResponseOf } from '@sprout/contract';
import { POINTS_ENTRY_KIND_LABELS } from '@sprout/domain';
import { Alert, Button, Descriptions, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { hasRole } from '../../../config/navigation.ts';
import { useFindMember } from '../api/find-member.ts';
import { useMemberLedger } from '../api/member-ledger.ts';
import { memberLookupOf } from '../utils/member-lookup.ts';
import { AdjustPointsDialog } from './adjust-points-dialog.tsx';
import { ChangeCardTypeDialog } from './change-card-type-dialog.tsx';

type Entry = ResponseOf<typeof api.pointsConsole.memberLedger>['list'][number];
const readFilters = (params: URLSearchParams) => ({ q: params.get('q') ?? undefined });

const columns: TableColumnsType<Entry> = [
  { title: '时间', key: 'createdAt', width: 160, render: (_, e) => formatClinicDateTime(e.createdAt) },
  { title: '类型', key: 'kind', width: 100, render: (_, e) => <Tag>{POINTS_ENTRY_KIND_LABELS[e.kind]}</Tag> },
  {
    title: '积分',
    key: 'points',
    width: 90,
    render: (_, e) => (
      <span style={{ color: e.points > 0 ? '#0e7b75' : '#b44f21' }}>
        {e.points > 0 ? `+${e.points}` : e.points}
      </span>
    ),
  },
  { title: '说明（会员可见）', dataIndex: 'reason', key: 'reason' },
  { title: '有效期至', key: 'expiresOn', width: 110, render: (_, e) => e.expiresOn ?? '—' },
  { title: '经办人', key: 'staffName', width: 100, render: (_, e) => e.staffName ?? '—' },
  { title: '记账键', dataIndex: 'ref', key: 'ref', width: 200, ellipsis: true },
];

/** 会员: find a member by phone or card number, their cards, balance and every points entry; managers adjust. */
export function MemberPoints() {
  const { query, filter, paging } = useListParams({ readFilters });
  const lookup = memberLookupOf(query.q);
  const found = useFindMember(lookup ?? {});
  const member = found.data?.member ?? null;
  const ledger = useMemberLedger(member?.userId ?? null, query.pageNum, query.pageSize);
  const role = useSessionStore((s) => s.staff?.role);
  const [adjusting, setAdjusting] = useState(false);
  const [changingCard, setChangingCard] = useState(false);
  return (
    <>
      <ListToolbar
        search={{
          keyword: query.q,
          label: '手机号或会员卡号',
          placeholder: '输入手机号或会员卡号',
          onSearch: (q) => filter({ q }),
          testId: 'member-search',
        }}
      />
      {query.q && !lookup ? <Alert type="warning" showIcon title="请输入11位手机号或会员卡号" /> : null}
      {lookup && found.data && !member ? <Alert type="info" showIcon title="没有找到这个用户" /> : null}
      {member ? (
        <MemberSummary
          member={member}
          canAdjust={role !== undefined && hasRole(role, 'manager')}
          onAdjust={() => setAdjusting(true)}
          onChangeCard={() => setChangingCard(true)}
        />
      ) : null}
      {member ? (
        <PagedTable<Entry>
          rowKey="entryId"
          columns={columns}
          list={ledger}
          paging={paging}
          rowTestId={(e) => `points-entry-${e.entryId}`}
          totalText={(n) => `共 ${n} 笔积分记录`}
          emptyText="还没有积分记录"
        />
      ) : null}
      {adjusting && member ? (
        <AdjustPointsDialog userId={member.userId} onClose={() => setAdjusting(false)} />
      ) : null}
      {changingCard && member?.cardType ? (
        <ChangeCardTypeDialog
          userId={member.userId}
          currentCardTypeId={member.cardType.cardTypeId}
          onClose={() => setChangingCard(false)}
        />
      ) : null}
    </>
  );
}

type Member = NonNullable<ResponseOf<typeof api.membersConsole.findMember>['member']>;

function MemberSummary({
  member,
  canAdjust,
  onAdjust,
  onChangeCard,
}: {
  member: Member;
  canAdjust: boolean;
  onAdjust: () => void;
  onChangeCard: () => void;
}) {
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      style={{ marginBottom: 16 }}
      extra={
        canAdjust && member.isMember ? (
          <Button type="primary" onClick={onAdjust} data-testid="member-adjust">
            调整积分
          </Button>
        ) : null
      }
      items={[
        { key: 'mobile', label: '手机号', children: member.mobile ?? '—' },
        { key: 'nickname', label: '昵称', children: member.nickname ?? '—' },
        {
          key: 'status',
          label: '会员积分',
          children: member.isMember
            ? `已开通（${formatClinicDateTime(member.activatedAt ?? '')}）`
            : '未开通',
        },
        {
          key: 'balance',
          label: '积分余额',
          children: <span data-testid="member-balance">{`${member.balance}（可用 ${member.usable}）`}</span>,
        },
        {
          key: 'cardType',
          label: '会员卡类型',
          span: 2,
          children: member.cardType ? (
            <Space>
              <span data-testid="member-card-type">{member.cardType.name}</span>
              {canAdjust ? (
                <Button size="small" onClick={onChangeCard} data-testid="member-change-card">
                  更换
                </Button>
              ) : null}
            </Space>
          ) : (
            '—'
          ),
        },
        {
          key: 'cards',
          label: '会员卡',
          span: 2,
          children:
            member.cards.length === 0
              ? '—'
              : member.cards.map((c) => `${c.cardNumber}（${c.babyName ?? c.pid}）`).join('，'),
        },
      ]}
    />
  );
}
