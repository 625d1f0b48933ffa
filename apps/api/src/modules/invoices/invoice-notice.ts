import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { issueNotice } from '../notices/notices.service.ts';
import type { InvoiceRow } from './invoices.repository.ts';

/** 发票 on its 我的发票 tab, where the issued invoice's PDF opens through its short-lived link. */
const MY_INVOICES = '/pages/newFun/webPages?tab=mine';

/**
 * 发票已开具 (issue 22): told once per invoice, in the transaction that records it issued (a first try
 * or a staff 重试), as the in-app message and by SMS. The message links the page, not the PDF: the PDF's
 * link lasts ten minutes, a message stays.
 */
export const noticeInvoiceIssued = (ctx: AppContext, trx: Db, invoice: InvoiceRow) => {
  const amount = (invoice.amount_fen / 100).toFixed(2);
  return issueNotice(ctx, trx, 'invoiceIssued', {
    subjectId: invoice.id,
    userId: invoice.user_id,
    values: { buyer: invoice.buyer_name, amount },
    message: {
      category: 'payment',
      title: '发票已开具',
      content: `您申请的电子发票（抬头：${invoice.buyer_name}，金额 ${amount} 元）已开具，可查看和下载。`,
      link: MY_INVOICES,
    },
  });
};
