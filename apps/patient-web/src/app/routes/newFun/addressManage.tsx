import { useSearchParams } from 'wouter';
import { AddressList } from '../../../features/addresses/components/address-list.tsx';
import { SELECT_MODE } from '../../../features/addresses/routes.ts';

const parseId = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** 收货地址 (?mode=select&selectedId= when a page opens it to pick an address) */
export default function AddressManagePage() {
  const [params] = useSearchParams();
  return (
    <AddressList
      selecting={params.get('mode') === SELECT_MODE}
      selectedId={parseId(params.get('selectedId'))}
    />
  );
}
