import { BabyPage } from '../../baby-page.tsx';
import { StartForm } from '../../../features/ai-consult/components/start-form.tsx';
import { aiStrings } from '../../../features/ai-consult/strings.ts';

/** AI问诊: for the chosen baby (the current-baby store, switched above), the type and the complaint. */
export default function AiConsultStartPage() {
  return (
    <BabyPage className={undefined} noBaby={{ tip: aiStrings.noBaby, testId: 'ai-add-baby' }}>
      {(baby) => <StartForm key={baby.babyId} babyId={baby.babyId} />}
    </BabyPage>
  );
}
