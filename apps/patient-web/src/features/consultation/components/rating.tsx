import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { usePreventReClick } from '../../../lib/throttle.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddEvaluation } from '../api/use-add-evaluation.ts';
import { useEvaluationDetails } from '../api/use-evaluation-details.ts';
import { useEvaluationLabels } from '../api/use-evaluation-labels.ts';
import { useInquiryDetails } from '../api/use-inquiry-details.ts';
import { consultStrings as t } from '../strings.ts';
import { ReviewItem } from './reviews.tsx';
import { StarInput } from './stars.tsx';
import { LoadFailed, Loading } from './status-views.tsx';
import styles from './summary.module.css';

/** 评价 (evaluationDetails ?inquiryId=): rate a completed inquiry once; afterwards, the rating given. */
export const Rating = ({ inquiryId }: { inquiryId: number | null }) => {
  const inquiry = useInquiryDetails(inquiryId);
  const rated = inquiry.data?.status === 'rated';
  const given = useEvaluationDetails(inquiryId, rated);
  if (inquiryId === null) return <EmptyState tip={t.badLink} />;
  if (inquiry.isLoading || (rated && given.isLoading)) return <Loading />;
  if (!inquiry.data) return <LoadFailed onRetry={() => void inquiry.refetch()} />;
  if (rated && given.data)
    return (
      <div className={styles.page} data-testid="rating-given">
        <PageSection title={`${inquiry.data.doctorName} ${inquiry.data.doctorTitle}`} flush>
          <ReviewItem review={given.data} />
        </PageSection>
      </div>
    );
  if (rated) return <LoadFailed onRetry={() => void given.refetch()} />;
  if (!inquiry.data.canRate) return <EmptyState tip={t.notRatable} />;
  return (
    <RatingForm inquiryId={inquiryId} doctor={`${inquiry.data.doctorName} ${inquiry.data.doctorTitle}`} />
  );
};

const RatingForm = ({ inquiryId, doctor }: { inquiryId: number; doctor: string }) => {
  const labels = useEvaluationLabels();
  const add = useAddEvaluation();
  const [stars, setStars] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState('');
  const toggle = (label: string) =>
    setChosen((c) => (c.includes(label) ? c.filter((l) => l !== label) : [...c, label]));

  const [send, submitting] = usePreventReClick(async () => {
    const done = await add
      .mutateAsync({ inquiryId, stars, labels: chosen, text: text.trim(), anonymous })
      .catch(() => null);
    if (done) toast(t.rated);
  });
  const submit = () => {
    if (stars === 0) setError(t.chooseStars);
    else send();
  };

  return (
    <div className={styles.page} data-testid="rating-form">
      <PageSection title={doctor}>
        <fieldset className={styles.labels}>
          <legend className={styles.fieldTitle}>{t.stars}</legend>
          <StarInput
            value={stars}
            onChange={(n) => {
              setStars(n);
              setError('');
            }}
          />
        </fieldset>
        {error ? (
          <p className={styles.error} role="alert" data-testid="rate-error">
            {error}
          </p>
        ) : null}
      </PageSection>
      <PageSection title={t.labels}>
        <LabelPicker labels={labels.data ?? []} chosen={chosen} onToggle={toggle} />
      </PageSection>
      <PageSection>
        <label htmlFor="rate-text" className={styles.fieldTitle}>
          {t.text}
        </label>
        <textarea
          id="rate-text"
          className={styles.textarea}
          maxLength={500}
          placeholder={t.textPlaceholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="rate-text"
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={anonymous}
            onChange={(e) => setAnonymous(e.target.checked)}
            data-testid="rate-anonymous"
          />
          {t.anonymous}
        </label>
      </PageSection>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          loading={submitting}
          loadingText={t.submitRating}
          onClick={submit}
          data-testid="rate-submit"
        >
          {t.submitRating}
        </Button>
      </div>
    </div>
  );
};

/** The server's labels as toggles (checkboxes drawn as chips, 44 px tall). */
const LabelPicker = ({
  labels,
  chosen,
  onToggle,
}: {
  labels: readonly string[];
  chosen: readonly string[];
  onToggle: (label: string) => void;
}) => (
  <fieldset className={styles.labels} data-testid="rate-labels">
    <legend className="sp-visually-hidden">{t.labels}</legend>
    {labels.map((label) => (
      <label
        key={label}
        className={chosen.includes(label) ? `${styles.label} ${styles.labelOn}` : styles.label}
      >
        <input
          type="checkbox"
          className="sp-visually-hidden"
          checked={chosen.includes(label)}
          onChange={() => onToggle(label)}
        />
        {label}
      </label>
    ))}
  </fieldset>
);
