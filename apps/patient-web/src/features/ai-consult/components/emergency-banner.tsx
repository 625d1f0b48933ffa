import type { AiAssessment } from '@sprout/contract';
import { AMBULANCE_TEL } from '../routes.ts';
import { aiStrings as t } from '../strings.ts';
import { callsAmbulance } from '../utils/conversation.ts';
import styles from './assessment.module.css';
import { SignList } from './assessment-card.tsx';

/**
 * The emergency advice pinned above the conversation: it is the first thing on the page and stays
 * in view while the messages scroll under it (only the list scrolls). The words are the server's.
 */
export const EmergencyBanner = ({ assessment: a }: { assessment: AiAssessment }) => (
  <section
    className={styles.banner}
    role="alert"
    aria-label={t.emergencyBanner}
    data-testid="ai-emergency-banner"
  >
    <div className={styles.bannerHead}>
      <span className={styles.bannerIcon} aria-hidden="true">
        !
      </span>
      <strong className={styles.bannerLevel} data-testid="ai-emergency-level">
        {a.levelLabel}
      </strong>
    </div>
    <p className={styles.bannerAdvice}>{a.advice}</p>
    <div className={styles.bannerSigns}>
      <SignList signs={a.signs} />
    </div>
    {callsAmbulance(a) ? (
      <a className={styles.bannerCall} href={AMBULANCE_TEL} data-testid="ai-call-120">
        {t.call120}
      </a>
    ) : null}
    <p className={styles.bannerDisclaimer}>{a.disclaimer}</p>
  </section>
);
