import type { ReactNode } from 'react';
import { kitStrings as t } from './kit-strings.ts';
import styles from './list-card.module.css';

type DataAttributes = { [name: `data-${string}`]: string | boolean };

interface ListCardProps {
  /** Names the card and its actions for the e2e specs: `address` → address-card-7, address-edit-7, … */
  stem: string;
  id: number;
  /** The record the page holds (当前宝宝, the address being picked): drawn with the primary border. */
  isSelected: boolean;
  isDefault: boolean;
  /** Tapping the body picks the record; without it the body is plain text. */
  onSelect?: () => void;
  /** The body's layout, the feature's own. */
  bodyClassName: string | undefined;
  /** The feature's class on the card (to set --list-card-actions-padding). */
  className?: string | undefined;
  /** Who the actions are about, read after 编辑 / 删除 by a screen reader (周小满的地址). */
  subject?: string;
  /** A mutation is running: 设为默认 and 删除 wait for it. */
  busy: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}

/**
 * One record of a parent's list (收货地址, 我的宝宝): its body, and 设为默认 · 编辑 · 删除 in a row
 * of their own, so that a tap meant for an action never picks the record.
 */
export const ListCard = ({
  stem,
  id,
  isSelected,
  isDefault,
  onSelect,
  bodyClassName,
  className,
  subject,
  busy,
  onSetDefault,
  onEdit,
  onDelete,
  children,
  ...data
}: ListCardProps & DataAttributes) => {
  const bodyClass = [styles.body, bodyClassName].filter(Boolean).join(' ');
  return (
    <article
      className={[styles.card, isSelected && styles.selected, className].filter(Boolean).join(' ')}
      data-testid={`${stem}-card-${id}`}
      {...data}
    >
      {onSelect ? (
        <button type="button" className={bodyClass} onClick={onSelect} aria-pressed={isSelected}>
          {children}
        </button>
      ) : (
        <div className={bodyClass}>{children}</div>
      )}
      <div className={styles.actions}>
        {isDefault ? (
          <span />
        ) : (
          <button
            type="button"
            className={`${styles.action} ${styles.primary}`}
            disabled={busy}
            data-testid={`${stem}-set-default-${id}`}
            onClick={onSetDefault}
          >
            {t.setDefault}
          </button>
        )}
        <span className={styles.actionGroup}>
          <button
            type="button"
            className={styles.action}
            data-testid={`${stem}-edit-${id}`}
            aria-label={subject ? `${t.edit} ${subject}` : undefined}
            onClick={onEdit}
          >
            {t.edit}
          </button>
          <button
            type="button"
            className={`${styles.action} ${styles.danger}`}
            disabled={busy}
            data-testid={`${stem}-delete-${id}`}
            aria-label={subject ? `${t.delete} ${subject}` : undefined}
            onClick={onDelete}
          >
            {t.delete}
          </button>
        </span>
      </div>
    </article>
  );
};

/** 默认, after the record's name. */
export const DefaultTag = () => <span className={styles.defaultTag}>{t.defaultTag}</span>;

/** 当前 / 当前选用 on the selected card; `className` places it. */
export const SelectedMark = ({ text, className }: { text: string; className: string | undefined }) => (
  <span className={[styles.mark, className].filter(Boolean).join(' ')}>{text}</span>
);
