import { BabyForm } from '../../../features/babies/components/baby-form.tsx';
import { useReturnToBabyList } from '../../../features/babies/hooks/use-return-to-baby-list.ts';

/** 添加宝宝 */
export default function AddBabyPage() {
  const returnToList = useReturnToBabyList();
  return <BabyForm onSaved={returnToList} />;
}
