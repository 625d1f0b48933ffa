import { PageHeader } from '../../../components/page-header.tsx';
import { ReconciliationRuns } from '../../../features/reconciliation/components/reconciliation-runs.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function ReconciliationRoute() {
  useDocumentTitle('对账');
  return (
    <>
      <PageHeader
        title="对账"
        description="每晚 02:30 自动核对：积分、优惠券、套餐卡次数和商城库存的余额等于各自流水之和，每笔已支付订单都有对应到账，退款金额等于退款成功之和。有差异时这里标红并逐条列出。"
      />
      <ReconciliationRuns />
    </>
  );
}
