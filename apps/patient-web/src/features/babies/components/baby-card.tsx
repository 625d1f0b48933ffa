import type { Baby } from '@sprout/contract';
import { DefaultTag, ListCard, SelectedMark } from '../../../components/list-card.tsx';
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
  <ListCard
    stem="baby"
    id={baby.babyId}
    data-current={isCurrent}
    isSelected={isCurrent}
    isDefault={baby.isDefault}
    onSelect={onSelect}
    bodyClassName={styles.body}
    className={styles.card}
    busy={busy}
    onSetDefault={onSetDefault}
    onEdit={onEdit}
    onDelete={onDelete}
  >
    <BabyAvatar name={baby.babyName} sex={baby.sex} />
    <span className={styles.info}>
      <span className={styles.nameLine}>
        <span className={styles.name}>{baby.babyName}</span>
        <SexMark sex={baby.sex} />
        {baby.isDefault ? <DefaultTag /> : null}
      </span>
      <span className={styles.meta}>{babyAgeText(baby)}</span>
      {baby.geneticHeight !== null ? (
        <span className={styles.meta}>{t.geneticHeight(baby.geneticHeight)}</span>
      ) : null}
    </span>
    {isCurrent ? <SelectedMark className={styles.currentMark} text={t.current} /> : null}
  </ListCard>
);
