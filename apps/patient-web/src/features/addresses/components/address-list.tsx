import type { Address } from '@sprout/contract';
import { ADDRESS_RULES } from '@sprout/domain';
import { Button } from 'antd-mobile';
import { ActionBar, PrimaryButton } from '../../../components/action-bar.tsx';
import { confirmDelete } from '../../../components/confirm-delete.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryLoading, QueryRetry } from '../../../components/query-status.tsx';
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

  const deleteAddress = async (address: Address) => {
    if (!(await confirmDelete(t.deleteTitle, t.deleteBody(address.recipient)))) return;
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

  if (isPending) return <QueryLoading />;
  if (isError) return <QueryRetry text={t.retry} onRetry={() => void refetch()} />;
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
          onDelete={() => deleteAddress(address).catch(ignore)}
        />
      ))}
      {isFull ? <p className={styles.hint}>{t.limitHint(ADDRESS_RULES.maxPerParent)}</p> : null}
      <ActionBar>
        <PrimaryButton disabled={isFull} data-testid="address-add" onClick={add}>
          {t.add}
        </PrimaryButton>
      </ActionBar>
    </div>
  );
};
