import type { AiAssessment } from '@sprout/contract';
import { useAppRouter } from '../../../lib/router.ts';
import { AMBULANCE_TEL, aiSummaryPath } from '../routes.ts';
import { aiStrings as t } from '../strings.ts';
import { callsAmbulance, showsWatchFor } from '../utils/conversation.ts';
import styles from './assessment.module.css';

/** The level's tag, coloured by urgency. */
export const LevelTag = ({ level, label }: { level: AiAssessment['level']; label: string }) => (
  <span className={`${styles.tag} ${styles[level]}`} data-testid="ai-level-tag" data-level={level}>
    {label}
  </span>
);

/** The signs the rules found, each with the level it points to. */
export const SignList = ({ signs }: { signs: AiAssessment['signs'] }) =>
  signs.length === 0 ? null : (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{t.signsFound}</h3>
      <ul className={styles.list}>
        {signs.map((s) => (
          <li key={`${s.sign}-${s.levelLabel}`}>{s.sign}</li>
        ))}
      </ul>
    </div>
  );

/**
 * One assessment as the server gave it: the level, the advice, the signs, what to watch for
 * (居家观察, 预约门诊), where to book (预约门诊, 24小时内就医), the summary and the disclaimer. Nothing
 * here is the client's own medical text.
 */
export const AssessmentCard = ({
  assessment: a,
  sessionId,
  withSummaryLink = true,
}: {
  assessment: AiAssessment;
  sessionId: number;
  withSummaryLink?: boolean;
}) => {
  const router = useAppRouter();
  return (
    <section
      className={`${styles.card} ${a.emergency ? styles.cardEmergency : ''}`}
      aria-label={t.assessmentTitle}
      data-testid="ai-assessment"
      data-level={a.level}
    >
      <div className={styles.head}>
        <span className={styles.headTitle}>{t.assessmentTitle}</span>
        <LevelTag level={a.level} label={a.levelLabel} />
      </div>
      <p className={styles.advice} data-testid="ai-assessment-advice">
        {a.advice}
      </p>
      <SignList signs={a.signs} />
      {showsWatchFor(a) ? (
        <div className={styles.block} data-testid="ai-watch-for">
          <h3 className={styles.blockTitle}>{t.watchForTitle}</h3>
          <ul className={styles.list}>
            {a.watchFor.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.actions}>
        {callsAmbulance(a) ? (
          <a className={styles.call} href={AMBULANCE_TEL} data-testid="ai-assessment-call">
            {t.call120}
          </a>
        ) : null}
        {a.bookingLink ? (
          <button
            type="button"
            className={styles.primary}
            onClick={() => router.navigate(a.bookingLink ?? '')}
            data-testid="ai-book"
          >
            {t.book}
          </button>
        ) : null}
        {withSummaryLink ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => router.navigate(aiSummaryPath(sessionId))}
            data-testid="ai-view-summary"
          >
            {t.viewSummary}
          </button>
        ) : null}
      </div>
      <p className={styles.disclaimer} data-testid="ai-disclaimer">
        {a.disclaimer}
      </p>
    </section>
  );
};
