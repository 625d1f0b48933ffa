import type { Address } from '@sprout/contract';
import { addressRegionText, maskMobile } from '@sprout/domain';
import { addressStrings as t } from '../strings.ts';
import styles from './address-card.module.css';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  /** Select mode: tapping the address picks it. */
  onPick?: () => void;
  /** Select mode: the address the opening page holds now. */
  isPicked?: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const AddressText = ({ address }: { address: Address }) => (
  <>
    <span className={styles.nameLine}>
      <span className={styles.name}>{address.recipient}</span>
      <span className={styles.mobile}>{maskMobile(address.mobile)}</span>
      {address.isDefault ? <span className={styles.defaultTag}>{t.defaultTag}</span> : null}
    </span>
    <span className={styles.region}>{addressRegionText(address)}</span>
    <span className={styles.detail}>{address.detail}</span>
  </>
);

/** One address of 收货地址: who, where, the default badge, and its actions in their own row. */
export const AddressCard = ({
  address,
  busy,
  onPick,
  isPicked = false,
  onSetDefault,
  onEdit,
  onDelete,
}: AddressCardProps) => (
  <article
    className={isPicked ? `${styles.card} ${styles.picked}` : styles.card}
    data-testid={`address-card-${address.id}`}
    data-default={address.isDefault}
  >
    {onPick ? (
      <button type="button" className={styles.body} onClick={onPick} aria-pressed={isPicked}>
        <AddressText address={address} />
        {isPicked ? <span className={styles.pickedMark}>{t.picked}</span> : null}
      </button>
    ) : (
      <div className={styles.body}>
        <AddressText address={address} />
      </div>
    )}
    <div className={styles.actions}>
      {address.isDefault ? (
        <span />
      ) : (
        <button
          type="button"
          className={`${styles.action} ${styles.primary}`}
          disabled={busy}
          data-testid={`address-set-default-${address.id}`}
          onClick={onSetDefault}
        >
          {t.setDefault}
        </button>
      )}
      <span className={styles.actionGroup}>
        <button
          type="button"
          className={styles.action}
          data-testid={`address-edit-${address.id}`}
          aria-label={`${t.edit} ${address.recipient}的地址`}
          onClick={onEdit}
        >
          {t.edit}
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          disabled={busy}
          data-testid={`address-delete-${address.id}`}
          aria-label={`${t.delete} ${address.recipient}的地址`}
          onClick={onDelete}
        >
          {t.delete}
        </button>
      </span>
    </div>
  </article>
);
