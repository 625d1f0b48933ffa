import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { invoiceStrings as t } from '../strings.ts';
import type { buyerBody } from '../utils/buyer-form.ts';
import styles from './invoices.module.css';
import { IssueForm } from './issue-form.tsx';

/** Who the invoice is for, as the wish call takes it (no 保存为常用抬头 there). */
export type InvoiceBuyer = Omit<ReturnType<typeof buyerBody>, 'saveTitle'>;

interface InvoiceWishOptionProps {
  value: InvoiceBuyer | null;
  onChange: (buyer: InvoiceBuyer | null) => void;
}

/**
 * 电子发票 on a checkout: one row that opens the same 填写发票信息 form as 发票 (saved titles, 个人/企业,
 * tax number checked, e-mail); 确定 keeps the buyer for the payment, 不开发票 clears it.
 */
export const InvoiceWishOption = ({ value, onChange }: InvoiceWishOptionProps) => {
  const [open, setOpen] = useState(false);
  const summary = value
    ? `${value.titleType === 'company' ? t.company : t.personal} · ${value.name}`
    : t.wishNone;
  return (
    <>
      <button
        type="button"
        className={styles.wishRow}
        onClick={() => setOpen(true)}
        data-testid="checkout-invoice"
      >
        <span>{t.wishRow}</span>
        <span className={styles.wishValue}>{summary} ›</span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyClassName={styles.wishPopup}
        destroyOnClose
      >
        <IssueForm
          busy={false}
          submitText={t.wishConfirm}
          cancelText={t.wishNone}
          onSubmit={({ saveTitle: _saved, ...buyer }) => {
            onChange(buyer);
            setOpen(false);
          }}
          onCancel={() => {
            onChange(null);
            setOpen(false);
          }}
        />
      </Popup>
    </>
  );
};
