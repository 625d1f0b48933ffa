import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { QueryLoading, QueryRetry } from '../../../components/query-status.tsx';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { useAiCaseForInquiry } from '../../../stores/ai-case-for-inquiry.ts';
import { useCaseInfo } from '../api/use-case-info.ts';
import { useConfirmCaseInfo } from '../api/use-confirm-case-info.ts';
import { AI_ROUTES, aiChatPath, FIND_DOCTOR_PATH } from '../routes.ts';
import { aiStrings as t } from '../strings.ts';
import { formatTime } from '../utils/time.ts';
import { AssessmentCard } from './assessment-card.tsx';
import styles from './summary.module.css';

const Row = ({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) => (
  <div className={styles.row}>
    <dt className={styles.rowLabel}>{label}</dt>
    <dd className={styles.rowValue} data-testid={testId}>
      {children}
    </dd>
  </div>
);

/**
 * 病情摘要: what the conversation gathered (submitCaseInfo), for the guardian to check, and 确认摘要
 * (confirmCaseInfo) once there is a level; then 已确认 with the time.
 */
export const CaseSummary = ({ sessionId }: { sessionId: number }) => {
  const router = useAppRouter();
  const info = useCaseInfo(sessionId);
  const confirm = useConfirmCaseInfo();
  const carry = useAiCaseForInquiry((st) => st.carry);
  if (info.isPending) return <QueryLoading />;
  if (info.isError) {
    if (isApiError(info.error) && info.error.code === 4004)
      return <EmptyWithWay tip={t.noSession} way={{ label: t.toStart, path: AI_ROUTES.start }} />;
    return <QueryRetry text={t.retry} onRetry={() => void info.refetch()} />;
  }
  const c = info.data;
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <dl className={styles.rows}>
          <Row label={t.summaryBaby} testId="ai-summary-baby">
            {c.babyName} · {c.sex} · {c.ageText}
          </Row>
          <Row label={t.summaryType}>{c.consultTypeLabel}</Row>
          <Row label={t.summaryComplaint} testId="ai-summary-complaint">
            {c.complaint}
          </Row>
          {c.details.length > 0 ? (
            <Row label={t.summaryDetails}>
              <ul className={styles.list}>
                {c.details.map((d, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same words may be written twice
                  <li key={i}>{d}</li>
                ))}
              </ul>
            </Row>
          ) : null}
        </dl>
      </section>
      {c.answers.length > 0 ? (
        <section className={styles.card} aria-labelledby="ai-summary-answers">
          <h2 id="ai-summary-answers" className={styles.title}>
            {t.summaryAnswers}
          </h2>
          <ol className={styles.answers} data-testid="ai-summary-answers">
            {c.answers.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: questions are asked once, in order
              <li key={i} className={styles.answer}>
                <span className={styles.question}>{a.question}</span>
                <span className={styles.reply}>{a.answer ?? t.summaryNoAnswer}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {c.pictures.length > 0 ? (
        <section className={styles.card} aria-labelledby="ai-summary-pictures">
          <h2 id="ai-summary-pictures" className={styles.title}>
            {t.summaryPictures}
          </h2>
          <div className={styles.pictures}>
            {c.pictures.map((p) => (
              <a key={p.pictureId} href={p.url} target="_blank" rel="noreferrer" className={styles.picture}>
                <img src={p.thumbUrl} alt={t.summaryPictures} />
              </a>
            ))}
          </div>
        </section>
      ) : null}
      {c.assessment ? (
        <AssessmentCard assessment={c.assessment} sessionId={sessionId} withSummaryLink={false} />
      ) : (
        <p className={styles.hint}>{t.summaryNoLevel}</p>
      )}
      <div className={styles.footer}>
        {c.confirmedAt ? (
          <>
            <p className={styles.confirmed} role="status" data-testid="ai-summary-confirmed">
              ✓ {t.confirmedAt(formatTime(c.confirmedAt))}
            </p>
            {/* An emergency is for the emergency department, not for an online consultation's queue. */}
            {c.assessment && !c.assessment.emergency ? (
              <>
                <p className={styles.hint}>{t.askDoctorHint}</p>
                <PrimaryButton
                  onClick={() => {
                    carry(c.babyId, sessionId, `${c.consultTypeLabel} · ${c.assessment?.levelLabel ?? ''}`);
                    router.navigate(FIND_DOCTOR_PATH);
                  }}
                  data-testid="ai-summary-ask-doctor"
                >
                  {t.askDoctor}
                </PrimaryButton>
              </>
            ) : null}
          </>
        ) : c.assessment ? (
          <>
            <p className={styles.hint}>{t.confirmHint}</p>
            <PrimaryButton
              onClick={() => confirm.mutate(sessionId)}
              loading={confirm.isPending}
              data-testid="ai-summary-confirm"
            >
              {t.confirm}
            </PrimaryButton>
          </>
        ) : null}
        <button
          type="button"
          className={styles.link}
          onClick={() => router.navigate(aiChatPath(sessionId))}
          data-testid="ai-summary-chat"
        >
          {t.backToChat} ›
        </button>
      </div>
    </div>
  );
};
