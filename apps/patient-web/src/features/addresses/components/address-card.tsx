import type { Address } from '@sprout/contract';
import { addressRegionText, maskMobile } from '@sprout/domain';
import { DefaultTag, ListCard, SelectedMark } from '../../../components/list-card.tsx';
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
  <ListCard
    stem="address"
    id={address.id}
    data-default={address.isDefault}
    isSelected={isPicked}
    isDefault={address.isDefault}
    {...(onPick ? { onSelect: onPick } : {})}
    bodyClassName={styles.body}
    subject={`${address.recipient}的地址`}
    busy={busy}
    onSetDefault={onSetDefault}
    onEdit={onEdit}
    onDelete={onDelete}
  >
    <span className={styles.nameLine}>
      <span className={styles.name}>{address.recipient}</span>
      <span className={styles.mobile}>{maskMobile(address.mobile)}</span>
      {address.isDefault ? <DefaultTag /> : null}
    </span>
    <span className={styles.region}>{addressRegionText(address)}</span>
    <span className={styles.detail}>{address.detail}</span>
    {onPick && isPicked ? <SelectedMark className={styles.pickedMark} text={t.picked} /> : null}
  </ListCard>
);
