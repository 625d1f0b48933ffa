import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryLoading } from '../../../components/query-status.tsx';
import { useBabyDetail } from '../api/use-baby-detail.ts';
import { babyStrings as t } from '../strings.ts';
import { BabyForm } from './baby-form.tsx';

/** 编辑宝宝: loads the baby, then hands it to the shared form. */
export const EditBaby = ({ babyId, onSaved }: { babyId: number | null; onSaved: () => void }) => {
  const detail = useBabyDetail(babyId);
  if (babyId === null || detail.isError) return <EmptyState text={t.notFound} />;
  if (!detail.data) return <QueryLoading />;
  // Keyed by baby: opening another baby's page starts a fresh form (and its own draft).
  return <BabyForm key={detail.data.babyId} baby={detail.data} onSaved={onSaved} />;
};
