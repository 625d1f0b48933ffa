import { couponReasonField } from '@sprout/contract';
import { CAMPAIGN_STATE_LABELS, CAMPAIGN_STATES, type CampaignState } from '@sprout/domain';
import { App, Button, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { type CampaignRow, useCampaignList, useMoveCampaign } from '../api/campaigns.ts';
import { CampaignModal } from './campaign-modal.tsx';
import { GrantModal } from './grant-modal.tsx';

type StateFilter = { state?: CampaignState };
const readFilters = (p: URLSearchParams): StateFilter => {
  const state = CAMPAIGN_STATES.find((s) => s === p.get('state'));
  return state ? { state } : {};
};
const writeFilters = (f: StateFilter) => (f.state ? { state: f.state } : {});
/** State tags in colours that read at WCAG AA (antd's preset green is 3.4:1 on its background). */
const STATE_STYLE = {
  draft: undefined,
  live: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  stopped: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
} as const;

/** What becomes final when a draft goes live, with the campaign's own terms to check once more. */
function GoLiveTerms({ campaign: c }: { campaign: CampaignRow }) {
  return (
    <div data-testid="campaign-go-live-terms">
      <Typography.Paragraph>
        上线后家长即可在领券中心领取，活动定稿：券名称、优惠规则、适用项目、有效期、领取时间、每人限领和发放总量都不能再修改，只能停止活动（停止后不能再上线，已领的券在有效期内仍可使用）。
      </Typography.Paragraph>
      <ul style={{ paddingInlineStart: 20, margin: 0 }}>
        <li>规则：{c.couponRuleText}</li>
        <li>适用范围：{c.scopeText}</li>
        <li>有效期：{c.validityText}</li>
        <li>
          领取时间：{c.claimFrom} 至 {c.claimTo}
        </li>
        <li>
          每人限领 {c.perPersonLimit} 张，共发放 {c.totalQuantity} 张
        </li>
      </ul>
    </div>
  );
}

/** 优惠券活动: campaigns with their rules, claimed and used counts; make, edit a draft, go live, stop, grant. */
export function CampaignList() {
  const { query, paging, filter } = useListParams({ readFilters, writeFilters });
  const list = useCampaignList(query);
  const move = useMoveCampaign();
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState<CampaignRow | 'new' | null>(null);
  const [stopping, setStopping] = useState<CampaignRow | null>(null);
  const [granting, setGranting] = useState<CampaignRow | null>(null);
  /** 上线 is final (the server edits drafts only, and a live campaign can only stop): asked first. */
  const goLive = (c: CampaignRow) =>
    void modal.confirm({
      title: `上线「${c.name}」？`,
      content: <GoLiveTerms campaign={c} />,
      okText: '确定上线',
      cancelText: '取消',
      width: 480,
      okButtonProps: { 'data-testid': 'campaign-go-live-confirm' },
      cancelButtonProps: { 'data-testid': 'campaign-go-live-cancel' },
      onOk: () =>
        move
          .mutateAsync({ campaignId: c.campaignId, action: 'goLive' })
          .then(() => void message.success(`「${c.name}」已上线，家长可在领券中心领取`))
          .catch((error: unknown) => {
            void message.error(isApiError(error) ? error.msg : '上线失败，请稍后重试');
          }),
    });
  const columns: TableColumnsType<CampaignRow> = [
    { title: '券名称', dataIndex: 'name', key: 'name', width: 160 },
    { title: '规则', dataIndex: 'couponRuleText', key: 'rule', width: 170 },
    { title: '适用范围', dataIndex: 'scopeText', key: 'scope', width: 140 },
    { title: '有效期', dataIndex: 'validityText', key: 'validity', width: 170 },
    { title: '领取时间', key: 'claim', width: 190, render: (_, c) => `${c.claimFrom} 至 ${c.claimTo}` },
    {
      title: '已领 / 已用 / 总量',
      key: 'counts',
      width: 140,
      render: (_, c) => `${c.claimedCount} / ${c.usedCount} / ${c.totalQuantity}`,
    },
    {
      title: '状态',
      key: 'state',
      width: 80,
      render: (_, c) => <Tag style={STATE_STYLE[c.state]}>{CAMPAIGN_STATE_LABELS[c.state]}</Tag>,
    },
    { title: '更新时间', key: 'updatedAt', width: 140, render: (_, c) => formatClinicDateTime(c.updatedAt) },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, c) => (
        <Space size={0} wrap>
          {c.state === 'draft' && (
            <>
              <Button type="link" size="small" onClick={() => setEditing(c)} data-testid="campaign-edit">
                编辑
              </Button>
              <Button type="link" size="small" onClick={() => goLive(c)} data-testid="campaign-go-live">
                上线
              </Button>
            </>
          )}
          {c.state === 'live' && (
            <>
              <Button type="link" size="small" onClick={() => setGranting(c)} data-testid="campaign-grant">
                发放
              </Button>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setStopping(c)}
                data-testid="campaign-stop"
              >
                停止
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <Select
            aria-label="活动状态"
            placeholder="全部状态"
            allowClear
            style={{ width: 140 }}
            value={query.state}
            onChange={(state) => filter({ state })}
            options={CAMPAIGN_STATES.map((s) => ({ value: s, label: CAMPAIGN_STATE_LABELS[s] }))}
          />
        }
        actions={
          <Button type="primary" onClick={() => setEditing('new')} data-testid="campaign-create">
            新建活动
          </Button>
        }
      />
      <PagedTable<CampaignRow>
        rowKey="campaignId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(c) => `campaign-${c.campaignId}`}
        totalText={(count) => `共 ${count} 个活动`}
        emptyText="还没有优惠券活动"
      />
      {editing && (
        <CampaignModal
          key={editing === 'new' ? 'new' : editing.campaignId}
          campaign={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {granting && <GrantModal campaign={granting} onClose={() => setGranting(null)} />}
      {stopping && (
        <ReasonDialog
          title={`停止「${stopping.name}」`}
          note={`停止后家长不能再领取；已领的 ${stopping.claimedCount} 张券在有效期内仍可使用。`}
          label="停止原因"
          schema={couponReasonField}
          okText="停止活动"
          testIds={{ reason: 'campaign-stop-reason', submit: 'campaign-stop-submit' }}
          onSubmit={async (reason) => {
            await move.mutateAsync({ campaignId: stopping.campaignId, action: 'stop', reason });
            void message.success(`「${stopping.name}」已停止`);
            setStopping(null);
          }}
          onClose={() => setStopping(null)}
        />
      )}
    </>
  );
}
