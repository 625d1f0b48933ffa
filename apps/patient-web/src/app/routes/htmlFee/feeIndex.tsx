import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { MemberJoinBanner } from '../../../components/member-join-banner.tsx';
import { FeeIndex } from '../../../features/fees/components/fee-index.tsx';
import { PAID_TAB } from '../../../features/fees/routes.ts';
import { useInvoiceWish } from '../../../features/invoices/api/use-invoice-wish.ts';
import {
  type InvoiceBuyer,
  InvoiceWishOption,
} from '../../../features/invoices/components/invoice-wish-option.tsx';
import { invoiceStrings } from '../../../features/invoices/strings.ts';
import { useMemberStatus } from '../../../features/members/api/use-member-status.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * 待缴费订单 (?tab=paid opens 已缴费), with 电子发票 on its checkout: the buyer chosen there is sent as
 * the order's invoice wish before paying, and the invoice is issued with the payment. A parent who is
 * not a member reads, inside the checkout, that membership earns points and member discounts.
 */
export default function FeeIndexPage() {
  const [params] = useSearchParams();
  const tab = params.get('tab') === PAID_TAB ? 'paid' : 'unpaid';
  const [buyer, setBuyer] = useState<InvoiceBuyer | null>(null);
  const wish = useInvoiceWish();
  const member = useMemberStatus();
  const beforePaying = async (orderNo: string) => {
    if (!buyer) return;
    try {
      await wish.mutateAsync({ orderNo, buyer });
    } catch (error) {
      // Paying still goes on: the paid order waits on 发票 for the parent to issue it there.
      toast(invoiceStrings.wishFailed(isApiError(error) ? error.msg : '网络异常'));
    }
  };
  // A new ?tab= in the address (a receipt link, the back button) opens that tab afresh.
  return (
    <FeeIndex
      key={tab}
      initialTab={tab}
      checkoutExtra={
        <>
          <InvoiceWishOption value={buyer} onChange={setBuyer} />
          {member.data && !member.data.isMember ? <MemberJoinBanner compact /> : null}
        </>
      }
      beforePaying={beforePaying}
    />
  );
}
