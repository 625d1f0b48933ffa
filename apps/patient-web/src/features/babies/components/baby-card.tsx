import type { Baby } from '@sprout/contract';
import { babyStrings as t } from '../strings.ts';
import { babyAgeText } from '../utils/baby-age.ts';
import { BabyAvatar } from './baby-avatar.tsx';
import styles from './baby-card.module.css';
import { SexMark } from './sex-mark.tsx';

interface BabyCardProps {
  baby: Baby;
  isCurrent: boolean;
  busy: boolean;
  onSelect: () => void;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One baby of 我的宝宝: tap the card to look at this baby; the actions sit in their own row. */
export const BabyCard = ({
  baby,
  isCurrent,
  busy,
  onSelect,
  onSetDefault,
  onEdit,
  onDelete,
}: BabyCardProps) => (
  <article
    className={isCurrent ? `${styles.card} ${styles.current}` : styles.card}
    data-testid={`baby-card-${baby.babyId}`}
    data-current={isCurrent}
  >
    <button type="button" className={styles.body} onClick={onSelect} aria-pressed={isCurrent}>
      <BabyAvatar name={baby.babyName} sex={baby.sex} />
      <span className={styles.info}>
        <span className={styles.nameLine}>
          <span className={styles.name}>{baby.babyName}</span>
          <SexMark sex={baby.sex} />
          {baby.isDefault ? <span className={styles.defaultTag}>{t.defaultTag}</span> : null}
        </span>
        <span className={styles.meta}>{babyAgeText(baby)}</span>
        {baby.geneticHeight !== null ? (
          <span className={styles.meta}>{t.geneticHeight(baby.geneticHeight)}</span>
        ) : null}
      </span>
      {isCurrent ? <span className={styles.currentMark}>{t.current}</span> : null}
    </button>
    <div className={styles.actions}>
      {baby.isDefault ? (
        <span />
      ) : (
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          data-testid={`baby-set-default-${baby.babyId}`}
          onClick={onSetDefault}
        >
          {t.setDefault}
        </button>
      )}
      <span className={styles.actionGroup}>
        <button
          type="button"
          className={styles.action}
          data-testid={`baby-edit-${baby.babyId}`}
          onClick={onEdit}
        >
          {t.edit}
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          disabled={busy}
          data-testid={`baby-delete-${baby.babyId}`}
          onClick={onDelete}
        >
          {t.delete}
        </button>
      </span>
    </div>
  </article>
);
