import type { AiSession } from '@sprout/contract';
import { useId, useState } from 'react';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import { QueryLoading, QueryRetry } from '../../../components/query-status.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useConsultTypes } from '../api/use-consult-types.ts';
import { useDictList } from '../api/use-dict-list.ts';
import { useStartComplaint } from '../api/use-start-complaint.ts';
import { AI_ROUTES, aiChatPath } from '../routes.ts';
import { aiStrings as t } from '../strings.ts';
import { appendWord, COMPLAINT_MAX, canStart } from '../utils/complaint.ts';
import styles from './start.module.css';

type ConsultType = AiSession['consultType'];

const WordChips = ({
  label,
  words,
  onWord,
  testId,
}: {
  label: string;
  words: readonly string[];
  onWord: (word: string) => void;
  testId: string;
}) =>
  words.length === 0 ? null : (
    <fieldset className={styles.chipGroup} data-testid={testId}>
      <legend className={styles.chipLegend}>{label}</legend>
      <div className={styles.chips}>
        {words.map((w) => (
          <button key={w} type="button" className={styles.chip} onClick={() => onWord(w)}>
            {w}
          </button>
        ))}
      </div>
    </fieldset>
  );

/**
 * AI问诊's first page for the chosen baby: the type as big tiles, the complaint with the dictionaries'
 * symptom and duration words to add, then 开始问诊 (startComplaint) and on to the conversation.
 */
export const StartForm = ({ babyId }: { babyId: number }) => {
  const router = useAppRouter();
  const types = useConsultTypes();
  const dict = useDictList();
  const start = useStartComplaint();
  const [type, setType] = useState<ConsultType | null>(null);
  const [complaint, setComplaint] = useState('');
  const [tried, setTried] = useState(false);
  const complaintId = useId();
  if (types.isPending) return <QueryLoading />;
  if (types.isError) return <QueryRetry text={t.retry} onRetry={() => void types.refetch()} />;
  const symptoms = dict.data?.symptoms.find((s) => s.consultType === type)?.words ?? [];
  const addWord = (word: string) => setComplaint((text) => appendWord(text, word));
  const submit = () => {
    setTried(true);
    if (type === null || !canStart(type, complaint) || start.isPending) return;
    start.mutate(
      { babyId, consultType: type, complaint: complaint.trim() },
      { onSuccess: (turn) => router.redirect(aiChatPath(turn.session.sessionId)) },
    );
  };
  const typeError = tried && type === null;
  const complaintError = tried && complaint.trim().length < 2;
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t.intro}</p>
      <fieldset className={styles.field} data-testid="ai-types">
        <legend className={styles.label}>{t.typeLabel}</legend>
        <div className={styles.tiles}>
          {types.data.list.map((x) => (
            <button
              key={x.code}
              type="button"
              aria-pressed={x.code === type}
              className={x.code === type ? `${styles.tile} ${styles.tileOn}` : styles.tile}
              onClick={() => setType(x.code)}
              data-testid={`ai-type-${x.code}`}
            >
              {x.label}
            </button>
          ))}
        </div>
        {typeError ? (
          <p className={styles.error} role="alert" data-testid="ai-type-error">
            {t.typeRequired}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={complaintId} className={styles.label}>
          {t.complaintLabel}
        </label>
        <textarea
          id={complaintId}
          className={styles.textarea}
          value={complaint}
          maxLength={COMPLAINT_MAX}
          rows={4}
          placeholder={t.complaintPlaceholder}
          onChange={(e) => setComplaint(e.target.value)}
          aria-invalid={complaintError}
          data-testid="ai-complaint"
        />
        <span className={styles.count}>
          {complaint.length}/{COMPLAINT_MAX}
        </span>
        {complaintError ? (
          <p className={styles.error} role="alert" data-testid="ai-complaint-error">
            {t.complaintTooShort}
          </p>
        ) : null}
        <WordChips label={t.symptomChips} words={symptoms} onWord={addWord} testId="ai-symptom-chips" />
        <WordChips
          label={t.durationChips}
          words={dict.data?.durations ?? []}
          onWord={addWord}
          testId="ai-duration-chips"
        />
      </div>
      <PrimaryButton onClick={submit} loading={start.isPending} data-testid="ai-start">
        {t.start}
      </PrimaryButton>
      <button
        type="button"
        className={styles.historyLink}
        onClick={() => router.navigate(AI_ROUTES.history)}
        data-testid="ai-history-link"
      >
        {t.historyLink} ›
      </button>
    </div>
  );
};
