import { PageHeader } from '../../../components/page-header.tsx';
import { MemberCardsEditor } from '../../../features/members/components/member-cards-editor.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function MemberCardsRoute() {
  useDocumentTitle('会员卡折扣');
  return (
    <>
      <PageHeader
        title="会员卡折扣"
        description="会员按所持会员卡的百分比支付各类费用（如 95 即九五折），不填的类别不打折。保存后，之后结算的订单按新折扣；已结算的订单保留当时的折扣。新开通的会员得到默认会员卡；在「会员」页可为会员更换会员卡。会员在「会员卡规则」里看到名称、说明和折扣。"
      />
      <MemberCardsEditor />
    </>
  );
}
