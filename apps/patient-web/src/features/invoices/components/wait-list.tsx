import { formatClinicTime, formatFen } from '@sprout/domain';
import { Button, DotLoading, Popup } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { useInvoiceWaitList } from '../api/use-invoice-wait-list.ts';
import { useIssueInvoice } from '../api/use-issue-invoice.ts';
import { invoiceStrings as t } from '../strings.ts';
import type { buyerBody } from '../utils/buyer-form.ts';
import { selectedTotal, toggled, toggledAll } from '../utils/selection.ts';
import styles from './invoices.module.css';
import { IssueForm } from './issue-form.tsx';

type IssueBuyer = ReturnType<typeof buyerBody>;

const paidOn = (iso: string) => formatClinicTime(iso, 'YYYY-MM-DD');

/** 待开票: the paid orders without a standing invoice, picked for one invoice. */
export const WaitList = ({ onIssued }: { onIssued: () => void }) => {
  const { data: items = [], isPending, isError, refetch } = useInvoiceWaitList();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [formOpen, setFormOpen] = useState(false);
  const issue = useIssueInvoice();
  if (isPending)
    return (
      <div className={styles.status}>
        <DotLoading color="primary" />
      </div>
    );
  if (isError)
    return (
      <EmptyState tip={t.loadFailed}>
        <Button size="small" onClick={() => void refetch()}>
          {t.retry}
        </Button>
      </EmptyState>
    );
  if (items.length === 0) return <EmptyState tip={t.waitingEmpty} />;
  const chosen = items.filter((i) => picked.has(i.orderNo));
  const submit = async (buyer: IssueBuyer) => {
    const answer = await issue.mutateAsync({ ...buyer, orderNumberList: chosen.map((i) => i.orderNo) });
    setFormOpen(false);
    setPicked(new Set());
    toast(answer.email ? t.issued : t.issuedNoMail);
    onIssued();
  };
  return (
    <div className={styles.pane}>
      {items.map((item) => (
        <label key={item.orderNo} className={styles.item} data-testid="invoice-wait-item">
          <input
            type="checkbox"
            className={styles.check}
            checked={picked.has(item.orderNo)}
            onChange={() => setPicked((p) => toggled(p, item.orderNo))}
          />
          <span className={styles.itemMain}>
            <p className={styles.title}>{item.title}</p>
            <p className={styles.meta}>
              {paidOn(item.paidAt)} · {item.orderNo}
            </p>
          </span>
          <span className={styles.amount}>¥{formatFen(item.amountFen)}</span>
        </label>
      ))}
      <div className={`sp-bottom-bar ${styles.footer}`}>
        <label className={styles.allLabel}>
          <input
            type="checkbox"
            className={styles.check}
            checked={picked.size === items.length}
            onChange={() => setPicked((p) => toggledAll(items, p))}
          />
          {t.selectAll}
        </label>
        <span className={styles.footerText}>
          {t.selected(chosen.length, formatFen(selectedTotal(items, picked)))}
        </span>
        <Button
          color="primary"
          shape="rounded"
          disabled={chosen.length === 0}
          data-testid="invoice-next"
          onClick={() => setFormOpen(true)}
        >
          {t.next}
        </Button>
      </div>
      <Popup
        visible={formOpen}
        onMaskClick={() => setFormOpen(false)}
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      >
        <IssueForm
          busy={issue.isPending}
          onCancel={() => setFormOpen(false)}
          onSubmit={(buyer) => void submit(buyer).catch(() => undefined)}
        />
      </Popup>
    </div>
  );
};
