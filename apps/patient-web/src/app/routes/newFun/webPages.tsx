import { useSearchParams } from 'wouter';
import { InvoicePage, parseInvoiceTab } from '../../../features/invoices/components/invoice-page.tsx';

/** 发票 (?tab=mine opens 我的发票) */
export default function WebPagesPage() {
  const [params, setParams] = useSearchParams();
  return (
    <InvoicePage
      tab={parseInvoiceTab(params.get('tab'))}
      onTab={(tab) => setParams({ tab }, { replace: true })}
    />
  );
}
