import type { InvoiceView } from '@sprout/contract';
import { formatFen } from '@sprout/domain';
import { Button, Dialog, Input } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { toast } from '../../../lib/toast.ts';
import { invoiceKeys } from '../api/query-keys.ts';
import { useEmailInvoice } from '../api/use-email-invoice.ts';
import { fetchMyInvoices } from '../api/use-my-invoices.ts';
import { useReverseInvoice } from '../api/use-reverse-invoice.ts';
import { invoiceStrings as t } from '../strings.ts';
import styles from './invoices.module.css';

const stateClass = (v: InvoiceView) =>
  v.state === 'issued' && v.reversalReason === null
    ? styles.stateIssued
    : v.state === 'reversed' || v.state === 'failed'
      ? styles.stateRed
      : styles.stateBusy;

/** Asks for one line of text in a dialog; null when cancelled. */
const askText = (
  title: string,
  content: string,
  placeholder: string,
  initial: string,
): Promise<string | null> =>
  new Promise((resolve) => {
    let value = initial;
    void Dialog.confirm({
      title,
      content: (
        <>
          <p>{content}</p>
          <Input
            defaultValue={initial}
            placeholder={placeholder}
            onChange={(v) => (value = v)}
            aria-label={title}
          />
        </>
      ),
      confirmText: t.confirm,
      cancelText: t.cancel,
      onConfirm: () => resolve(value.trim()),
      onCancel: () => resolve(null),
    });
  });

const InvoiceCard = ({ invoice }: { invoice: InvoiceView }) => {
  const email = useEmailInvoice();
  const reverse = useReverseInvoice();
  const [busy, setBusy] = useState(false);
  const sendMail = async () => {
    const to = await askText(t.emailTitle, t.email, t.emailPlaceholder, invoice.email ?? '');
    if (!to) return;
    await email.mutateAsync({ invoiceId: invoice.invoiceId, email: to });
    toast(t.emailSent(to));
  };
  const askReverse = async () => {
    const reason = await askText(t.reverseTitle, t.reverseBody, t.reversePlaceholder, '');
    if (reason === null) return;
    if (!reason) return toast(t.reasonRequired);
    await reverse.mutateAsync({ invoiceId: invoice.invoiceId, reason });
    toast(t.reverseSent);
  };
  const run = (act: () => Promise<unknown>) => {
    setBusy(true);
    void act()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const canReverse = invoice.state === 'issued' && invoice.reversalReason === null;
  return (
    <div className={styles.card} data-testid="invoice-card">
      <div className={styles.cardHead}>
        <p className={styles.title}>{invoice.buyerName}</p>
        <span className={`${styles.state} ${stateClass(invoice)}`} data-testid="invoice-state">
          {invoice.stateText}
        </span>
      </div>
      <p className={styles.meta}>
        {t.amount} ¥{formatFen(invoice.amountFen)} · {invoice.orders.map((o) => o.title).join('、')}
      </p>
      {invoice.providerInvoiceNo && (
        <p className={styles.meta}>
          {t.invoiceNo} {invoice.providerInvoiceNo}
        </p>
      )}
      {invoice.failureReason && <p className={styles.meta}>{invoice.failureReason}</p>}
      <div className={styles.actions}>
        {invoice.pdfUrl && (
          <a
            className={styles.link}
            href={invoice.pdfUrl}
            target="_blank"
            rel="noreferrer"
            data-testid="invoice-pdf"
          >
            {t.viewPdf}
          </a>
        )}
        {invoice.redPdfUrl && (
          <a className={styles.link} href={invoice.redPdfUrl} target="_blank" rel="noreferrer">
            {t.viewRedPdf}
          </a>
        )}
        {invoice.pdfUrl && (
          <Button size="small" shape="rounded" disabled={busy} onClick={() => run(sendMail)}>
            {t.emailAgain}
          </Button>
        )}
        {canReverse && (
          <Button size="small" shape="rounded" disabled={busy} onClick={() => run(askReverse)}>
            {t.reverse}
          </Button>
        )}
      </div>
    </div>
  );
};

/** 我的发票: newest first, with the state of each, its PDF, mail again and 红冲. */
export const InvoiceList = () => (
  <PagedList
    className={styles.pane}
    queryKey={invoiceKeys.mine()}
    fetchPage={fetchMyInvoices}
    keyOf={(i) => i.invoiceId}
    empty={<EmptyState tip={t.mineEmpty} />}
    renderItem={(invoice) => <InvoiceCard invoice={invoice} />}
  />
);
