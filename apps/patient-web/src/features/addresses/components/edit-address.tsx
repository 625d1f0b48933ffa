import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryLoading } from '../../../components/query-status.tsx';
import { useAddresses } from '../api/use-addresses.ts';
import { addressStrings as t } from '../strings.ts';
import { AddressForm } from './address-form.tsx';

interface EditAddressProps {
  /** The address to edit (`?id=`), or null to add one. */
  id: number | null;
  onSaved: () => void;
}

/**
 * 新增收货地址 (and editing, with `?id=`): the form once the list is known, since the list says
 * whether this is the first address and holds the one being edited (20 at most: no detail call).
 */
export const EditAddress = ({ id, onSaved }: EditAddressProps) => {
  const { data: addresses, isPending } = useAddresses();
  if (isPending) return <QueryLoading />;
  const list = addresses ?? [];
  if (id === null) return <AddressForm isFirst={list.length === 0} onSaved={onSaved} />;
  const address = list.find((a) => a.id === id);
  if (!address) return <EmptyState text={t.notFound} />;
  return <AddressForm key={address.id} address={address} isFirst={false} onSaved={onSaved} />;
};
