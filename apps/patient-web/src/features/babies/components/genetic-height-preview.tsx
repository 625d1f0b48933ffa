import { BABY_RULES, GENETIC_BAND_CM, geneticHeightCm, heightProblem, type Sex } from '@sprout/domain';
import { babyStrings as t } from '../strings.ts';
import styles from './genetic-height-preview.module.css';

interface GeneticHeightPreviewProps {
  sex: Sex | undefined;
  dadHeight: number | null | undefined;
  momHeight: number | null | undefined;
}

const isValidParentHeight = (cm: number | null | undefined): cm is number =>
  typeof cm === 'number' && heightProblem(cm, BABY_RULES.parentHeightCm, '') === null;

/** Live estimate of the genetic target height, as soon as both parents' heights are valid. */
export const GeneticHeightPreview = ({ sex, dadHeight, momHeight }: GeneticHeightPreviewProps) => {
  const ready = sex !== undefined && isValidParentHeight(dadHeight) && isValidParentHeight(momHeight);
  if (!ready) {
    return (
      <div className={styles.box} data-testid="baby-form-genetic">
        <div className={styles.title}>{t.geneticTitle}</div>
        <div className={styles.waiting}>{t.geneticWaiting}</div>
      </div>
    );
  }
  const target = geneticHeightCm(dadHeight, momHeight, sex);
  return (
    <div className={styles.box} data-testid="baby-form-genetic" aria-live="polite">
      <div className={styles.title}>{t.geneticTitle}</div>
      <div className={styles.value}>
        <span data-testid="baby-form-genetic-value">{target.toFixed(1)}</span>
        <span className={styles.unit}>{t.cm}</span>
      </div>
      <div className={styles.range}>
        {(target - GENETIC_BAND_CM).toFixed(1)} – {(target + GENETIC_BAND_CM).toFixed(1)} {t.cm}
      </div>
      <div className={styles.waiting}>{t.geneticHint}</div>
    </div>
  );
};
