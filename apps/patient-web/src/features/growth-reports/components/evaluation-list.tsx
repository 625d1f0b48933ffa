import { Dialog } from 'antd-mobile';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { fetchEvaluationPage, REPORT_LIST_KEYS, useDeleteEvaluation } from '../api/report-queries.ts';
import { REPORT_ROUTES } from '../routes.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';
import { EmptyVisits, VisitHead } from './visit-rows.tsx';

/** 评估记录: the baby's saved reports, newest first; a tap opens one, 删除 asks first. */
export const EvaluationList = ({ babyId }: { babyId: number }) => {
  const router = useAppRouter();
  const remove = useDeleteEvaluation();

  const confirmDelete = async (evaluationId: number) => {
    const confirmed = await Dialog.confirm({
      title: s.deleteTitle,
      content: s.deleteContent,
      confirmText: s.delete,
      cancelText: s.cancel,
    });
    if (!confirmed) return;
    await remove.mutateAsync({ body: { evaluationId } }).then(
      () => toast(s.deleted),
      () => undefined,
    );
  };

  return (
    <PagedList
      queryKey={REPORT_LIST_KEYS.evaluations(babyId)}
      fetchPage={(pageNum, pageSize) => fetchEvaluationPage(babyId, pageNum, pageSize)}
      keyOf={(e) => e.evaluationId}
      empty={<EmptyVisits tip={s.listEmpty} />}
      renderItem={(e) => (
        <div className={styles.item} data-testid={`evaluation-${e.evaluationId}`}>
          <button
            type="button"
            className={styles.itemBody}
            onClick={() => router.navigate(REPORT_ROUTES.presentation, { evaluationId: e.evaluationId })}
          >
            <VisitHead date={e.date} ageLabel={e.ageLabel} source={e.source} />
            <div className={styles.itemLine}>
              {`${s.height} ${e.heightCm === null ? '—' : `${e.heightCm} ${s.cm}（${e.heightPercentileText ?? '—'}）`}`}
            </div>
            <div className={styles.itemLine}>
              {`${s.weight} ${e.weightKg === null ? '—' : `${e.weightKg} ${s.kg}（${e.weightPercentileText ?? '—'}）`}`}
              {e.ageBasis === 'corrected' ? `　${s.correctedBasis}` : ''}
            </div>
          </button>
          <div className={styles.itemActions}>
            <button
              type="button"
              className={styles.dangerButton}
              data-testid={`evaluation-delete-${e.evaluationId}`}
              onClick={() => void confirmDelete(e.evaluationId)}
            >
              {s.delete}
            </button>
          </div>
        </div>
      )}
    />
  );
};
