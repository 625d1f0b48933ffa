import line from '../../../components/indicator-head.module.css';
import type { ApiResult } from '../../../lib/api-client.ts';
import { type api, REVIEW_STATE_NAMES } from '@sprout/contract';
import { PREDICTION_FROM_AGE_DAYS, TOO_YOUNG_FOR_PREDICTION } from '@sprout/domain';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';

/** A report as the parent or a share link sees it (the shared form has no ids or birthday). */
export type ReportView = Omit<ApiResult<typeof api.evaluations.shareDetails>, 'expiresAt'>;
type Source = 'home' | 'clinic';

export const SourceTag = ({ source }: { source: Source }) => (
  <span
    className={source === 'clinic' ? `${styles.tag} ${styles.tagClinic}` : styles.tag}
    data-testid={`source-${source}`}
  >
    {s.source[source]}
  </span>
);

/** 待核对 (a value far from the age, waiting for the doctor) or 已核对 (the doctor confirmed it). */
export const ReviewTag = ({ state }: { state: 'pending' | 'confirmed' | null | undefined }) =>
  state ? (
    <span
      className={state === 'pending' ? `${styles.tag} ${styles.tagPending}` : styles.tag}
      data-testid={`review-${state}`}
    >
      {REVIEW_STATE_NAMES[state]}
    </span>
  ) : null;

interface BabyHeadProps {
  baby: { name: string; sex: string; ageLabel: string; gestationalWeeks: number | null };
  today?: boolean;
}

export const BabyHead = ({ baby, today = false }: BabyHeadProps) => (
  <section className={styles.card} data-testid="report-baby">
    <h2 className={styles.cardTitle}>
      <span className={styles.headName}>{baby.name}</span>
      <span className={styles.tag}>{baby.sex}</span>
    </h2>
    <div className={styles.text}>{today ? s.babyToday(baby.ageLabel) : s.babyAt(baby.ageLabel)}</div>
    {baby.gestationalWeeks !== null && baby.gestationalWeeks < 37 ? (
      <div className={styles.minor}>{s.gestation(baby.gestationalWeeks)}</div>
    ) : null}
  </section>
);

interface MeasurementCardProps {
  m: {
    date: string;
    heightCm: number | null;
    posture: 'lying' | 'standing' | null;
    weightKg: number | null;
    headCircumferenceCm: number | null;
    bmi: number | null;
    source: Source;
    /** Only on a live measurement (reportMeasurement of a frozen report has none). */
    reviewState?: 'pending' | 'confirmed' | null;
  };
  title?: string;
}

const Cell = ({ label, value }: { label: string; value: string }) => (
  <div className={styles.cell}>
    <span className={styles.cellLabel}>{label}</span>
    {value}
  </div>
);

export const MeasurementCard = ({ m, title = s.measurementTitle }: MeasurementCardProps) => (
  <section className={styles.card} data-testid="report-measurement">
    <h2 className={styles.cardTitle}>
      {title}
      <SourceTag source={m.source} />
      <ReviewTag state={m.reviewState} />
    </h2>
    <div className={styles.grid}>
      <Cell label={s.measuredOn} value={m.date} />
      <Cell
        label={s.height}
        value={
          m.heightCm === null ? '—' : `${m.heightCm} ${s.cm}${m.posture ? `（${s.posture[m.posture]}）` : ''}`
        }
      />
      <Cell label={s.weight} value={m.weightKg === null ? '—' : `${m.weightKg} ${s.kg}`} />
      <Cell
        label={s.head}
        value={m.headCircumferenceCm === null ? '—' : `${m.headCircumferenceCm} ${s.cm}`}
      />
      <Cell label={s.bmi} value={m.bmi === null ? '—' : `${m.bmi}`} />
    </div>
    <div className={styles.minor}>{m.source === 'clinic' ? s.clinicNote : s.homeNote}</div>
    {m.reviewState === 'pending' ? <div className={styles.minor}>{s.pendingNote}</div> : null}
  </section>
);

export const SummaryCard = ({ summary }: { summary: string }) => (
  <section className={styles.card} data-testid="report-summary">
    <h2 className={styles.cardTitle}>{s.summaryTitle}</h2>
    <div className={styles.text}>{summary}</div>
  </section>
);

export const GeneticCard = ({ genetic }: { genetic: ReportView['geneticTarget'] }) => (
  <section className={styles.card} data-testid="report-genetic">
    <h2 className={styles.cardTitle}>{s.geneticTitle}</h2>
    {genetic ? (
      <>
        <div className={styles.text}>{s.geneticText(genetic.targetCm, genetic.lowCm, genetic.highCm)}</div>
        <div className={styles.minor}>{s.geneticParents(genetic.fatherHeight, genetic.motherHeight)}</div>
      </>
    ) : (
      <div className={styles.text}>{s.geneticUnknown}</div>
    )}
  </section>
);

interface PredictionsProps {
  p: {
    basedOn: { date: string; ageLabel: string; heightCm: number } | null;
    list: ReportView['predictions']['list'];
    unavailable: ReportView['predictions']['unavailable'];
    caveat: string;
  };
  /**
   * The age in days on the day of the height predicted from, when the page knows it (a frozen 身高报告):
   * a report made before predictions stopped under 3 years still shows none.
   */
  ageDays?: number;
}

/** Each prediction with its range and notes; when none could be made for one reason, that reason once. */
export const PredictionsCard = ({ p, ageDays }: PredictionsProps) => {
  const tooYoung = ageDays !== undefined && ageDays < PREDICTION_FROM_AGE_DAYS;
  const list = tooYoung ? [] : p.list;
  const reasons = tooYoung ? [TOO_YOUNG_FOR_PREDICTION] : [...new Set(p.unavailable.map((x) => x.reason))];
  const oneReason = list.length === 0 && reasons.length === 1;
  return (
    <section className={styles.card} data-testid="report-predictions">
      <h2 className={styles.cardTitle}>{s.predictionsTitle}</h2>
      {p.basedOn && list.length > 0 ? (
        <div className={styles.minor}>
          {s.predictionBasedOn(p.basedOn.date, p.basedOn.ageLabel, p.basedOn.heightCm)}
        </div>
      ) : null}
      {list.map((x) => (
        <div className={styles.row} key={x.method} data-testid={`report-prediction-${x.method}`}>
          <div className={line.head}>
            <span className={line.name}>{x.methodName}</span>
          </div>
          <div className={styles.reading}>
            {s.predictionRange(x.predictedCm, x.lowCm, x.highCm, x.plusMinusCm)}
          </div>
          <div className={styles.rowMinor} data-testid={`report-prediction-placed-${x.method}`}>
            {s.predictionPlacedAt[x.placedAt]}
          </div>
          <div className={styles.rowMinor}>{x.uncertaintyBasis}</div>
          {/* What the engine says of this one prediction: early age, or two surveys behind one number. */}
          {x.notes.map((note) => (
            <div className={styles.rowMinor} key={note}>
              {note}
            </div>
          ))}
        </div>
      ))}
      {oneReason ? (
        <div className={styles.text} data-testid="report-prediction-none">
          {reasons[0]}
        </div>
      ) : (
        p.unavailable.map((x) => (
          <div className={styles.row} key={`u-${x.method}`}>
            <div className={line.name}>{x.methodName}</div>
            <div className={styles.rowMinor}>{`${s.noPrediction}：${x.reason}`}</div>
          </div>
        ))
      )}
      <div className={styles.minor}>{p.caveat}</div>
    </section>
  );
};

interface VelocityProps {
  v: {
    previous: { date: string } | null;
    gainCm: number | null;
    intervalDays: number | null;
    velocityCmPerYear: number | null;
    velocityNote: string | null;
  };
}

export const VelocityCard = ({ v }: VelocityProps) => (
  <section className={styles.card} data-testid="report-velocity">
    <h2 className={styles.cardTitle}>{s.velocityTitle}</h2>
    {v.velocityCmPerYear !== null ? (
      <div className={styles.text}>{s.velocityText(v.velocityCmPerYear)}</div>
    ) : null}
    {/* The gain only beside a yearly velocity: over a few days it is mostly measuring error (a home
        tape against the clinic's stadiometer), and "3 天长了 1.7 厘米" would read as real growth. */}
    {v.velocityCmPerYear !== null && v.previous && v.gainCm !== null && v.intervalDays !== null ? (
      <div className={styles.minor}>{s.velocityGain(v.gainCm, v.intervalDays, v.previous.date)}</div>
    ) : null}
    {v.velocityNote ? <div className={styles.text}>{v.velocityNote}</div> : null}
  </section>
);

interface BoneAgeProps {
  b: { date: string; boneAgeLabel: string; methodName: string; advanceYears: number } | null;
}

export const BoneAgeCard = ({ b }: BoneAgeProps) => (
  <section className={styles.card} data-testid="report-bone-age">
    <h2 className={styles.cardTitle}>{s.boneAgeTitle}</h2>
    {b ? (
      <>
        <div className={styles.text}>{s.boneAgeText(b.boneAgeLabel, b.methodName, b.date)}</div>
        <div className={styles.minor}>{s.boneAgeAdvance(b.advanceYears)}</div>
      </>
    ) : (
      <div className={styles.text}>{s.noBoneAge}</div>
    )}
  </section>
);

export const ReferenceCard = ({ name, tables }: { name: string; tables: readonly string[] }) => (
  <section className={styles.card} data-testid="report-reference">
    <h2 className={styles.cardTitle}>{s.referenceTitle}</h2>
    <div className={styles.text}>{name}</div>
    {tables.length > 0 ? <div className={styles.minor}>{s.tables(tables)}</div> : null}
  </section>
);
