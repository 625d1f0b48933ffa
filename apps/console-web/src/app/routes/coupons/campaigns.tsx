import { PageHeader } from '../../../components/page-header.tsx';
import { CampaignList } from '../../../features/coupons/components/campaign-list.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function CampaignsRoute() {
  useDocumentTitle('优惠券');
  return (
    <>
      <PageHeader
        title="优惠券"
        description="优惠券活动。草稿可修改；上线后家长可在“领券中心”领取，也可按手机号发放（须写原因）；停止后已领的券在有效期内仍可使用。结算时由系统选择最优惠的组合并说明原因。"
      />
      <CampaignList />
    </>
  );
}
