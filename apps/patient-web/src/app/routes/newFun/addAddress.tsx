import { useSearchParams } from 'wouter';
import { EditAddress } from '../../../features/addresses/components/edit-address.tsx';
import { useReturnToAddressList } from '../../../features/addresses/hooks/use-return-to-address-list.ts';

const parseId = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** 新增收货地址 (?id= edits one) */
export default function AddAddressPage() {
  const [params] = useSearchParams();
  const returnToList = useReturnToAddressList();
  return <EditAddress id={parseId(params.get('id'))} onSaved={returnToList} />;
}
