import { type ConsultTypeCode, type TriageChild, type TriageFacts, triageFacts } from './facts.ts';
import {
  isEmergencyLevel,
  LEVEL_ADVICE,
  moreUrgent,
  TRIAGE_DISCLAIMER,
  TRIAGE_LEVEL_LABELS,
  type TriageLevel,
} from './levels.ts';
import { ruleHolds, TRIAGE_RULES, type TriageRule } from './rules.ts';
import { TRIAGE_SOURCES } from './sources.ts';

/**
 * Questions that need a doctor though nothing is urgent: the engine does not answer them itself (a
 * feeding question without a sign may be answered at home: 吐奶 that is not green and a baby who grows).
 */
const ROUTINE_TYPES: readonly ConsultTypeCode[] = ['growth', 'medicine'];

/** The signs a parent at home or waiting for a visit watches for: any one means go now. */
const WATCH_FOR_ALL = [
  '呼吸困难、喘不上气，或嘴唇、脸色发紫',
  '抽搐，或叫不醒、精神很差、全身发软',
  '皮疹用玻璃杯压住不褪色',
  '8小时以上没有尿，或吃什么吐什么、喝不进水',
  '吐绿色的东西、吐血或大便带血',
];
const WATCH_FOR_FEVER = (f: TriageFacts) =>
  f.judgedAgeDays <= 90 ? '体温达到38℃（3个月以下的宝宝）' : '发热超过5天，或体温39℃以上且精神不好';

export interface FoundSign {
  id: string;
  sign: string;
  level: TriageLevel;
  source: string;
}

export interface TriageAssessment {
  level: TriageLevel;
  levelLabel: string;
  /** Shown first, before anything else, when the level is an emergency. */
  emergency: boolean;
  advice: string;
  /** Every sign found, most urgent first (what the summary lists as red flags). */
  signs: FoundSign[];
  /** For the levels that are not emergencies: when to stop waiting. */
  watchFor: string[];
  disclaimer: string;
}

const found = (r: TriageRule): FoundSign => ({
  id: r.id,
  sign: r.sign,
  level: r.level,
  source: TRIAGE_SOURCES[r.source],
});

/**
 * The level for what the parent said about this child, and what to do. Red flags decide first; with
 * none, the most urgent amber or routine sign; with no sign, a routine question (growth, feeding,
 * medicines) goes to the clinic and anything else may be watched at home. `confirmed` are rule ids
 * the parent answered yes to in the interview: an answer can add a sign, never take one away.
 */
export const assessTriage = (
  child: TriageChild,
  type: ConsultTypeCode,
  messages: readonly string[],
  confirmed: ReadonlySet<string> = new Set(),
): TriageAssessment => {
  const facts = triageFacts(child, type, messages);
  const hits = TRIAGE_RULES.filter((r) => confirmed.has(r.id) || ruleHolds(r, facts));
  const base: TriageLevel = ROUTINE_TYPES.includes(type) ? 'consultation' : 'self_care';
  const level = hits.reduce<TriageLevel>((l, r) => moreUrgent(l, r.level), base);
  const emergency = isEmergencyLevel(level);
  return {
    level,
    levelLabel: TRIAGE_LEVEL_LABELS[level],
    emergency,
    advice: LEVEL_ADVICE[level],
    signs: hits.sort((a, b) => TRIAGE_RULES.indexOf(a) - TRIAGE_RULES.indexOf(b)).map(found),
    watchFor: emergency ? [] : [...WATCH_FOR_ALL, WATCH_FOR_FEVER(facts)],
    disclaimer: TRIAGE_DISCLAIMER,
  };
};
