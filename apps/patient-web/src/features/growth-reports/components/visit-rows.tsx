import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { REPORT_ROUTES } from '../routes.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';
import { ReviewTag, SourceTag } from './report-sections.tsx';

/** The pieces 评估记录 and 儿保记录 share: both list a baby's visits and both send an empty list to 身高评估. */

/** An empty list: the tip and the way to make the first entry. */
export const EmptyVisits = ({ tip }: { tip: string }) => {
  const router = useAppRouter();
  return (
    <EmptyState variant="list" tip={tip}>
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => router.navigate(REPORT_ROUTES.assess)}
      >
        {s.goAssess}
      </button>
    </EmptyState>
  );
};

/** A row's first line: when, how old, whether the clinic or the family measured, and 待核对 if it waits. */
export const VisitHead = (props: {
  date: string;
  ageLabel: string;
  source: 'home' | 'clinic';
  reviewState?: 'pending' | 'confirmed' | null;
}) => (
  <div className={styles.itemHead}>
    <span>{s.homeLine(props.date, props.ageLabel)}</span>
    <SourceTag source={props.source} />
    <ReviewTag state={props.reviewState} />
  </div>
);
