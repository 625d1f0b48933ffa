import { PageHeader } from '../../../components/page-header.tsx';
import { PointsRulesEditor } from '../../../features/members/components/points-rules-editor.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function PointsRulesRoute() {
  useDocumentTitle('积分规则');
  return (
    <>
      <PageHeader
        title="积分规则"
        description="保存后即时生效：之后支付的订单按新规则得积分；已有积分的有效期不变。会员看到的积分规则由这里的数字生成。"
      />
      <PointsRulesEditor />
    </>
  );
}
