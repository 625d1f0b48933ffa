import { PageHeader } from '../../../components/page-header.tsx';
import { InvoiceQueue } from '../../../features/invoices/components/invoice-queue.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function InvoiceQueueRoute() {
  useDocumentTitle('发票');
  return (
    <>
      <PageHeader
        title="发票"
        description="家长申请的电子发票。开票服务暂不可用时自动重试；多次失败或被开票平台拒绝的发票列为“开具失败”，核实原因后可点“重试”。订单退款时原发票自动红冲。每次重试都会记入审计。"
      />
      <InvoiceQueue />
    </>
  );
}
