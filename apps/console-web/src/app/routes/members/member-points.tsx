import { PageHeader } from '../../../components/page-header.tsx';
import { MemberPoints } from '../../../features/members/components/member-points.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function MemberPointsRoute() {
  useDocumentTitle('会员');
  return (
    <>
      <PageHeader
        title="会员"
        description="按手机号或会员卡号查找会员，查看会员卡、积分余额和每一笔积分记录。经理可调整积分，原因会显示在会员的积分明细中，并记入审计。"
      />
      <MemberPoints />
    </>
  );
}
