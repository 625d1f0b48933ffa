import { useSearchParams } from 'wouter';
import { EditBaby } from '../../../features/babies/components/edit-baby.tsx';
import { useReturnToBabyList } from '../../../features/babies/hooks/use-return-to-baby-list.ts';

const parseBabyId = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** 编辑宝宝 (?babyId=) */
export default function UpdateBabyPage() {
  const [params] = useSearchParams();
  const returnToList = useReturnToBabyList();
  return <EditBaby babyId={parseBabyId(params.get('babyId'))} onSaved={returnToList} />;
}
