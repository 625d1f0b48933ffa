import { correctedAgeDays } from './age-bands.ts';
import { type ConsultTypeCode, type TriageChild, triageFacts } from './facts.ts';
import { isEmergencyLevel } from './levels.ts';
import { ruleHolds, TRIAGE_RULES } from './rules.ts';
import { normalise } from './text.ts';

/**
 * The interview (issue 23): one question at a time, red flags first (the rules are listed most urgent
 * first), only those that apply to the complaint and the child's age, and none whose sign the parent
 * has already described. It stops at the first emergency sign (the advice comes before anything else)
 * and after MAX_QUESTIONS, so a parent in a hurry reaches the advice.
 */
export const MAX_QUESTIONS = 8;

export interface InterviewQuestion {
  ruleId: string;
  text: string;
  /** Quick answers: the first means yes (the sign is there). */
  chips: readonly string[];
}

export const ANSWER_CHIPS = ['有', '没有', '不确定'] as const;

export const nextQuestion = (
  child: TriageChild,
  type: ConsultTypeCode,
  messages: readonly string[],
  asked: readonly string[],
  confirmed: ReadonlySet<string> = new Set(),
): InterviewQuestion | null => {
  if (asked.length >= MAX_QUESTIONS) return null;
  const facts = triageFacts(child, type, messages);
  const signs = TRIAGE_RULES.filter((r) => confirmed.has(r.id) || ruleHolds(r, facts));
  if (signs.some((r) => isEmergencyLevel(r.level))) return null;
  const age = correctedAgeDays(child.ageDays, child.gestationWeeks);
  for (const rule of TRIAGE_RULES) {
    const q = rule.question;
    if (!q || asked.includes(rule.id) || signs.includes(rule)) continue;
    if (q.types !== 'all' && !q.types.includes(type)) continue;
    if (
      (q.maxAgeDays !== undefined && age > q.maxAgeDays) ||
      (q.minAgeDays !== undefined && age < q.minAgeDays)
    )
      continue;
    return { ruleId: rule.id, text: q.text, chips: ANSWER_CHIPS };
  }
  return null;
};

/**
 * How an answer to a yes/no question reads: yes (有, 是, 对, 好像有…), no (没有, 不是, 没…), or unsure.
 * An unsure answer is kept in the summary and counts as no sign: the advice names the same sign under
 * the ones to come back for.
 */
export const readAnswer = (answer: string): 'yes' | 'no' | 'unsure' => {
  const a = normalise(answer);
  if (/^(不确定|不知道|说不清|不清楚|不太清楚|看不出)/.test(a)) return 'unsure';
  if (/^(没有|没|无|不是|不|否|还好|没什么|正常)/.test(a)) return 'no';
  if (/^(有|是|对|嗯|会|好像有|可能有|像是|有点|有一点|是的|对的)/.test(a)) return 'yes';
  return 'unsure';
};
