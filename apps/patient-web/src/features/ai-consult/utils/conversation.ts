import type { AiAssessment, AiMessage, AiSessionDetail, AiTurn } from '@sprout/contract';

/**
 * What a turn adds to the conversation held: its messages by number (a resent call answers messages
 * already held, which replace themselves), and the session as it is now.
 */
export const mergeTurn = (held: AiSessionDetail | undefined, turn: AiTurn): AiSessionDetail => {
  const bySeq = new Map<number, AiMessage>();
  for (const m of held?.messages ?? []) bySeq.set(m.seq, m);
  for (const m of turn.messages) bySeq.set(m.seq, m);
  return { session: turn.session, messages: [...bySeq.values()].sort((a, b) => a.seq - b.seq) };
};

/**
 * The emergency advice to pin above the conversation: the latest assessment with emergency=true.
 * Levels never go down, so the latest emergency is the most urgent one given.
 */
export const pinnedEmergency = (messages: readonly AiMessage[]): AiAssessment | null => {
  for (let i = messages.length - 1; i >= 0; i--) {
    const a = messages[i]?.assessment;
    if (a?.emergency) return a;
  }
  return null;
};

/** The assistant's question still waiting for its answer: the last message, when it is one. */
const lastOf = (messages: readonly AiMessage[]): AiMessage | undefined => messages[messages.length - 1];

export const openQuestion = (messages: readonly AiMessage[]): AiMessage | null => {
  const last = lastOf(messages);
  return last?.role === 'assistant' && last.kind === 'question' ? last : null;
};

/** The guardian spoke last: the assistant's next turn (chatComplaint) is due. */
export const awaitsAssistant = (messages: readonly AiMessage[]): boolean =>
  lastOf(messages)?.role === 'guardian';

/** The assessment shows what to watch for at the two levels a child stays home or waits for a visit. */
export const showsWatchFor = (a: AiAssessment): boolean =>
  (a.level === 'self_care' || a.level === 'consultation') && a.watchFor.length > 0;

/** 呼叫120 offers the ambulance's number. */
export const callsAmbulance = (a: AiAssessment): boolean => a.level === 'emergency_ambulance';
