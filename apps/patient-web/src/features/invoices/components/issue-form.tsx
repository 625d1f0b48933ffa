import { INVOICE_TITLE_TYPES } from '@sprout/domain';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useInvoiceTitles } from '../api/use-invoice-titles.ts';
import { invoiceStrings as t } from '../strings.ts';
import {
  type BuyerForm,
  buyerBody,
  buyerErrors,
  emptyBuyerForm,
  formFromTitle,
} from '../utils/buyer-form.ts';
import styles from './invoices.module.css';

interface IssueFormProps {
  busy: boolean;
  onSubmit: (buyer: ReturnType<typeof buyerBody>) => void;
  onCancel: () => void;
  /** The buttons' words when the form is not 开具 itself (at checkout: 确定 / 不开发票). */
  submitText?: string;
  cancelText?: string;
}

/** 填写发票信息: title type, title, tax number (企业), e-mail, a saved title to start from. */
export const IssueForm = ({ busy, onSubmit, onCancel, submitText, cancelText }: IssueFormProps) => {
  const [form, setForm] = useState<BuyerForm>(emptyBuyerForm);
  const [shown, setShown] = useState(false);
  const titles = useInvoiceTitles();
  const errors = shown ? buyerErrors(form) : {};
  const set = (change: Partial<BuyerForm>) => setForm((f) => ({ ...f, ...change }));
  const submit = () => {
    setShown(true);
    if (Object.keys(buyerErrors(form)).length === 0) onSubmit(buyerBody(form));
  };
  return (
    <div className={styles.form} data-testid="invoice-form">
      <h2 className={styles.formTitle}>{t.formTitle}</h2>
      {(titles.data?.length ?? 0) > 0 && (
        <div className={styles.field}>
          <span className={styles.label}>{t.savedTitles}</span>
          <div className={styles.chips}>
            {titles.data?.map((title) => (
              <button
                key={title.id}
                type="button"
                className={styles.chip}
                onClick={() => setForm((f) => formFromTitle(title, f))}
              >
                {title.name}
              </button>
            ))}
          </div>
        </div>
      )}
      <fieldset className={`${styles.field} ${styles.fieldset}`}>
        <legend className={styles.label}>{t.titleType}</legend>
        <div className={styles.types}>
          {INVOICE_TITLE_TYPES.map((type) => (
            <label
              key={type}
              data-testid={`invoice-type-${type}`}
              className={`${styles.type} ${form.titleType === type ? styles.typeOn : ''}`}
            >
              <input
                type="radio"
                name="invoice-title-type"
                className={styles.hidden}
                checked={form.titleType === type}
                onChange={() => set({ titleType: type })}
              />
              {type === 'personal' ? t.personal : t.company}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="invoice-name">
          {t.name}
        </label>
        <input
          id="invoice-name"
          className={styles.input}
          data-testid="invoice-name"
          value={form.name}
          maxLength={100}
          placeholder={form.titleType === 'company' ? t.namePlaceholderCompany : t.namePlaceholderPersonal}
          onChange={(e) => set({ name: e.target.value })}
        />
        {errors.name && <p className={styles.error}>{errors.name}</p>}
      </div>
      {form.titleType === 'company' && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="invoice-tax">
            {t.taxNumber}
          </label>
          <input
            id="invoice-tax"
            className={styles.input}
            data-testid="invoice-tax"
            value={form.taxNumber}
            maxLength={18}
            autoCapitalize="characters"
            placeholder={t.taxNumberPlaceholder}
            onChange={(e) => set({ taxNumber: e.target.value.toUpperCase() })}
          />
          {errors.taxNumber && <p className={styles.error}>{errors.taxNumber}</p>}
        </div>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="invoice-email">
          {t.email}
        </label>
        <input
          id="invoice-email"
          type="email"
          className={styles.input}
          data-testid="invoice-email"
          value={form.email}
          maxLength={254}
          placeholder={t.emailPlaceholder}
          onChange={(e) => set({ email: e.target.value })}
        />
        {errors.email && <p className={styles.error}>{errors.email}</p>}
      </div>
      <label className={styles.allLabel}>
        <input
          type="checkbox"
          className={styles.check}
          checked={form.saveTitle}
          onChange={(e) => set({ saveTitle: e.target.checked })}
        />
        {t.saveTitle}
      </label>
      <div className={styles.buttons}>
        <Button block shape="rounded" onClick={onCancel}>
          {cancelText ?? t.cancel}
        </Button>
        <Button
          block
          color="primary"
          shape="rounded"
          loading={busy}
          data-testid="invoice-submit"
          onClick={submit}
        >
          {submitText ?? t.submit}
        </Button>
      </div>
    </div>
  );
};
