import type { AiAssessment } from '@sprout/contract';
import {
  ANSWER_CHIPS,
  assessTriage,
  type ConsultTypeCode,
  levelRank,
  nextQuestion,
  normalise,
  readAnswer,
  TRIAGE_LEVEL_LABELS,
  type TriageAssessment,
  type TriageChild,
  type TriageLevel,
} from '@sprout/domain';
import type { AiMessageRow, AiSessionRow } from '../../db/schema-ai-consult.ts';
import type { NewAiMessage } from './ai-sessions.repository.ts';

/**
 * The interview's turns, decided from the session and its messages alone (no I/O): what a guardian's
 * message is (an answer to the question just asked, or more of the story), when the emergency advice
 * must come at once, and what the assistant says next. The triage engine in packages/domain decides
 * every level; nothing here lowers one.
 */

/** Where 预约门诊 and 24小时内就医 lead: the booking pages (the patient app's route). */
export const BOOKING_LINK = '/pages/newFun/index';

export interface InterviewState {
  child: TriageChild;
  type: ConsultTypeCode;
  /** What the guardian said, each message a clause of its own (bare quick answers left out). */
  texts: string[];
  asked: string[];
  confirmed: Set<string>;
  level: TriageLevel | null;
}

const parseIds = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

const isBareChip = (text: string) => (ANSWER_CHIPS as readonly string[]).includes(normalise(text));

export const stateOf = (
  session: AiSessionRow,
  messages: readonly AiMessageRow[],
  child: TriageChild,
): InterviewState => ({
  child,
  type: session.consult_type as ConsultTypeCode,
  texts: messages
    .filter((m) => m.role === 'guardian' && m.kind !== 'picture' && !isBareChip(m.text))
    .map((m) => m.text),
  asked: parseIds(session.asked),
  confirmed: new Set(parseIds(session.confirmed)),
  level: session.level,
});

/** The question still waiting for its answer: the last message, when the assistant asked it. */
export const pendingQuestion = (messages: readonly AiMessageRow[]): AiMessageRow | null => {
  const last = messages.at(-1);
  return last?.role === 'assistant' && last.kind === 'question' ? last : null;
};

export const assessmentView = (a: TriageAssessment): AiAssessment => ({
  level: a.level,
  levelLabel: a.levelLabel,
  emergency: a.emergency,
  advice: a.advice,
  signs: a.signs.map((s) => ({ sign: s.sign, levelLabel: TRIAGE_LEVEL_LABELS[s.level], source: s.source })),
  watchFor: a.watchFor,
  disclaimer: a.disclaimer,
  bookingLink: a.level === 'consultation' || a.level === 'consultation_24' ? BOOKING_LINK : null,
});

const assessmentText = (a: TriageAssessment) => `【${a.levelLabel}】${a.advice}`;

export const assessmentMessage = (a: TriageAssessment, seq: number): NewAiMessage => ({
  seq,
  role: 'assistant',
  kind: 'assessment',
  text: assessmentText(a),
  payload: JSON.stringify(assessmentView(a)),
});

/** More urgent than what the session has advised so far (or nothing advised yet). */
const raises = (level: TriageLevel, before: TriageLevel | null) =>
  before === null || levelRank(level) < levelRank(before);

export const assess = (s: InterviewState) => assessTriage(s.child, s.type, s.texts, s.confirmed);

/**
 * A guardian's text: an answer to the question just asked (有 confirms its sign; the words are read
 * like any other, so 有，抽了两次 counts twice over), or more of the story. Returns the message to store
 * and the state after it.
 */
export const guardianText = (
  state: InterviewState,
  pending: AiMessageRow | null,
  text: string,
  seq: number,
  clientId: string,
): { message: NewAiMessage; state: InterviewState } => {
  const confirmed = new Set(state.confirmed);
  const ruleId = pending?.rule_id ?? null;
  if (ruleId !== null && readAnswer(text) === 'yes') confirmed.add(ruleId);
  return {
    message: {
      seq,
      role: 'guardian',
      kind: ruleId === null ? 'text' : 'answer',
      text,
      rule_id: ruleId,
      client_id: clientId,
    },
    state: { ...state, texts: isBareChip(text) ? state.texts : [...state.texts, text], confirmed },
  };
};

/**
 * What must be said at once after a guardian's message: the emergency advice, the moment a red flag
 * is stated or confirmed (before any further question), when it is more urgent than anything advised.
 */
export const emergencyNow = (state: InterviewState, seq: number): NewAiMessage | null => {
  const a = assess(state);
  return a.emergency && raises(a.level, state.level) ? assessmentMessage(a, seq) : null;
};

export const NOTE_UNCHANGED = (label: string) =>
  `已记录您补充的情况，目前的建议不变：${label}。情况有变化时请随时告诉我；如出现上面列出的危险信号，请立即就医。`;

/**
 * The assistant's next turn after a guardian's message: before a level, the next red-flag question
 * that applies (none once an emergency sign is known) or, with none left, the assessment; after a
 * level, a new assessment if what was added raises it, otherwise a note that the advice stands.
 */
export const assistantTurn = (
  state: InterviewState,
  seq: number,
): { message: NewAiMessage; asked: string[]; level: TriageLevel | null } => {
  const a = assess(state);
  if (state.level !== null) {
    if (raises(a.level, state.level))
      return { message: assessmentMessage(a, seq), asked: state.asked, level: a.level };
    return {
      message: {
        seq,
        role: 'assistant',
        kind: 'note',
        text: NOTE_UNCHANGED(TRIAGE_LEVEL_LABELS[state.level]),
      },
      asked: state.asked,
      level: state.level,
    };
  }
  const q = a.emergency
    ? null
    : nextQuestion(state.child, state.type, state.texts, state.asked, state.confirmed);
  if (q) {
    return {
      message: {
        seq,
        role: 'assistant',
        kind: 'question',
        text: q.text,
        rule_id: q.ruleId,
        payload: JSON.stringify({ chips: q.chips }),
      },
      asked: [...state.asked, q.ruleId],
      level: null,
    };
  }
  return { message: assessmentMessage(a, seq), asked: state.asked, level: a.level };
};
