import type { Address } from '@sprout/contract';
import { ADDRESS_RULES } from '@sprout/domain';
import { Button, Dialog, DotLoading } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { usePickedAddress } from '../../../stores/picked-address.ts';
import { useAddresses } from '../api/use-addresses.ts';
import { useDeleteAddress } from '../api/use-delete-address.ts';
import { useSetDefaultAddress } from '../api/use-set-default-address.ts';
import { ADDRESS_ROUTES } from '../routes.ts';
import { addressStrings as t } from '../strings.ts';
import { AddressCard } from './address-card.tsx';
import styles from './address-list.module.css';

interface AddressListProps {
  /** Select mode: a tap picks the address for the page that opened this one, and goes back to it. */
  selecting: boolean;
  /** Select mode: the address that page holds now. */
  selectedId: number | null;
}

/** 收货地址: the parent's addresses, default first, with default, edit, delete and add. */
export const AddressList = ({ selecting, selectedId }: AddressListProps) => {
  const router = useAppRouter();
  const { data: addresses = [], isPending, isError, refetch } = useAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const pick = usePickedAddress((s) => s.pick);
  const busy = setDefault.isPending || remove.isPending;
  const isFull = addresses.length >= ADDRESS_RULES.maxPerParent;

  const makeDefault = async (address: Address) => {
    await setDefault.mutateAsync(address.id);
    toast(t.defaultSet);
  };

  const confirmDelete = async (address: Address) => {
    const confirmed = await Dialog.confirm({
      title: t.deleteTitle,
      content: t.deleteBody(address.recipient),
      confirmText: <span className={styles.dangerText}>{t.deleteConfirm}</span>,
      cancelText: t.pickerCancel,
    });
    if (!confirmed) return;
    await remove.mutateAsync(address.id);
    toast(t.deleted);
  };

  const choose = (address: Address) => {
    pick(address);
    router.back();
  };

  // Refusals were toasted by the API client; the list simply stays as it was.
  const ignore = () => undefined;
  const add = () => router.navigate(ADDRESS_ROUTES.edit, { from: 'addressManage' });

  if (isPending)
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  if (isError)
    return (
      <div className={styles.loading}>
        <Button size="small" onClick={() => void refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  if (addresses.length === 0)
    return (
      <EmptyState text={t.empty}>
        <p className={styles.hint}>{t.emptyHint}</p>
        <Button color="primary" shape="rounded" data-testid="address-add" onClick={add}>
          {t.add}
        </Button>
      </EmptyState>
    );

  return (
    <div className={styles.page}>
      {selecting ? <p className={styles.hint}>{t.pickHint}</p> : null}
      {addresses.map((address) => (
        <AddressCard
          key={address.id}
          address={address}
          busy={busy}
          {...(selecting ? { onPick: () => choose(address), isPicked: address.id === selectedId } : {})}
          onSetDefault={() => makeDefault(address).catch(ignore)}
          onEdit={() => router.navigate(ADDRESS_ROUTES.edit, { id: address.id, from: 'addressManage' })}
          onDelete={() => confirmDelete(address).catch(ignore)}
        />
      ))}
      {isFull ? <p className={styles.hint}>{t.limitHint(ADDRESS_RULES.maxPerParent)}</p> : null}
      <div className={styles.footer}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={isFull}
          data-testid="address-add"
          onClick={add}
        >
          {t.add}
        </Button>
      </div>
    </div>
  );
};
