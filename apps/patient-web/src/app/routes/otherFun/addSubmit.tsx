import { useSearchParams } from 'wouter';
import { useBabies } from '../../../features/babies/api/use-babies.ts';
import { AskForm } from '../../../features/consultation/components/ask-form.tsx';
import { parseId } from '../../../features/consultation/utils/params.ts';
import { useCurrentBaby } from '../../../stores/current-baby.ts';

/**
 * 提交问诊 (?doctorId=, or ?inquiryId= for 再次咨询): the babies come from the babies feature and the
 * chosen one is the app's current baby. The pictures slot is left for the pictures part of issue 14
 * (its PicturePicker goes into `renderPictures`).
 */
export default function AskPage() {
  const [params] = useSearchParams();
  const babies = useBabies();
  const currentBabyId = useCurrentBaby((s) => s.currentBabyId);
  const setCurrentBabyId = useCurrentBaby((s) => s.setCurrentBabyId);
  return (
    <AskForm
      doctorId={parseId(params.get('doctorId'))}
      againOf={parseId(params.get('inquiryId'))}
      babies={babies.data}
      currentBabyId={currentBabyId}
      onBaby={setCurrentBabyId}
    />
  );
}
