import { followUpFlagView } from '@sprout/contract';
import {
  addDays,
  ageOn,
  FOLLOW_UP_FLAG_LABELS,
  type FollowUpFlag,
  HEIGHT_CHECK_SOURCE,
  INDICATOR_NAMES,
  PUBERTY_ONSET_SOURCE,
  SD_BAND_TEXT,
  SLOW_GROWTH_SOURCE,
  type SdBand,
  type SlowGrowthFlag,
} from '@sprout/domain';
import { z } from 'zod';

/** A follow-up flag as the console lists it: the engine's rule and source, and one line read at a glance. */

/**
 * The calendar age on the day of the visit (what the doctor sees on the child's page), not the chart
 * grid's label: the grid counts 31 slots a month, so its label can differ from the calendar by a day.
 */
const ageTextOf = (birthday: string, ageDays: number) =>
  ageOn(birthday, addDays(birthday, Math.round(ageDays)))?.text ?? `${Math.round(ageDays)}天`;

/** How far out a value lies: the SD band where there is one, else the z-score. */
const severity = (sdBand: SdBand | null, z: number | null): string => {
  if (sdBand) return `，${SD_BAND_TEXT[sdBand]}`;
  return z === null ? '' : `，z ${z.toFixed(2)}`;
};

const pubertyWords = (flag: SlowGrowthFlag): string => {
  switch (flag.band) {
    case 'under3':
      return '3岁以下';
    case 'prepubertal':
      return flag.tannerStage === null ? '青春期前' : `青春期前，Tanner ${flag.tannerStage}期`;
    case 'puberty':
      return `青春期，Tanner ${flag.tannerStage ?? ''}期`;
    case 'pubertyUnknown':
      return '青春期状态未知';
  }
};

const summaryOf = (flag: FollowUpFlag, ageText: (ageDays: number) => string): string => {
  const name = INDICATOR_NAMES[flag.indicator];
  switch (flag.code) {
    case 'belowP3':
      return `${name}低于P3（${flag.source}${severity(flag.sdBand, flag.z)}），${ageText(flag.ageDays)}`;
    case 'aboveP97':
      return `${name}高于P97（${flag.source}${severity(flag.sdBand, flag.z)}），${ageText(flag.ageDays)}`;
    case 'crossedTwoLinesDown':
      return `${name}向下跨越${flag.linesCrossed}条主百分位线（${ageText(flag.fromAgeDays)}→${ageText(flag.ageDays)}）`;
    case 'crossedTwoLinesUp':
      return `${name}向上跨越${flag.linesCrossed}条主百分位线（${ageText(flag.fromAgeDays)}→${ageText(flag.ageDays)}）`;
    case 'overweightObesity':
      return `BMI ${flag.bmi}，达到${flag.category === 'obesity' ? '肥胖' : '超重'}界值${flag.cutoff}（${flag.source}，${flag.bandStartYears}岁组），${ageText(flag.ageDays)}`;
    case 'slowGrowth':
      return `身高年增长${flag.cmPerYear} cm，低于${flag.thresholdCmPerYear} cm（${pubertyWords(flag)}；${ageText(flag.fromAgeDays)}→${ageText(flag.ageDays)}）`;
    case 'heightToCheck':
      return flag.sameDay
        ? `同一天两次身高相差${flag.differenceCm} cm（${flag.earlierCm} cm、${flag.laterCm} cm），${ageText(flag.ageDays)}，请核对测量`
        : `身高${flag.laterCm} cm比之前的${flag.earlierCm} cm低${flag.differenceCm} cm（${ageText(flag.fromAgeDays)}→${ageText(flag.ageDays)}），请核对测量`;
    default: {
      const unreachable: never = flag;
      return String(unreachable);
    }
  }
};

/** The document each rule follows, as the list names it. */
const sourceOf = (flag: FollowUpFlag): string => {
  switch (flag.code) {
    case 'belowP3':
    case 'aboveP97':
    case 'overweightObesity':
      return flag.source;
    case 'crossedTwoLinesDown':
    case 'crossedTwoLinesUp':
      return flag.sources.join('、');
    case 'slowGrowth':
      return flag.band === 'pubertyUnknown'
        ? `${SLOW_GROWTH_SOURCE}；${PUBERTY_ONSET_SOURCE}`
        : SLOW_GROWTH_SOURCE;
    case 'heightToCheck':
      return HEIGHT_CHECK_SOURCE;
    default: {
      const unreachable: never = flag;
      return String(unreachable);
    }
  }
};

export const flagView = (flag: FollowUpFlag, birthday: string) => ({
  code: flag.code,
  label: FOLLOW_UP_FLAG_LABELS[flag.code],
  indicator: flag.indicator,
  indicatorName: INDICATOR_NAMES[flag.indicator],
  summary: summaryOf(flag, (ageDays) => ageTextOf(birthday, ageDays)),
  rule: flag.rule,
  source: sourceOf(flag),
});

// Rows written before migration 008 carry no source; they are recomputed before the list is read
// (rules_version), a few hundred at a time, so one may still be read once without it.
const storedFlags = z.array(followUpFlagView.extend({ source: z.string().default('') }));

/** The stored flags as the console lists them (written by computeFor only). */
export const parseStoredFlags = (json: string) => storedFlags.parse(JSON.parse(json));
