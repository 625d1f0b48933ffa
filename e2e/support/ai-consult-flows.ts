import { addCalendarDays, clinicToday } from '@sprout/domain';
import { apiPost } from './api.ts';

/** AI问诊 (issue 23) through the API, for specs that need a session in a known state. */

const A = '/api/ai/consult';

interface Turn {
  session: { sessionId: number; level: string | null };
  messages: { kind: string; chips: string[] | null; assessment: { level: string } | null }[];
}

/** A baby born `days` days ago on the clinic's calendar (its age decides the triage). */
export const addBabyAged = async (token: string, babyName: string, days: number): Promise<number> => {
  const birthday = addCalendarDays(clinicToday(), -days);
  const { babyId } = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName, sex: '女', birthday, guardianConsent: true },
    token,
  );
  return babyId;
};

export const startSession = async (
  token: string,
  babyId: number,
  consultType: string,
  complaint: string,
): Promise<Turn> => apiPost<Turn>(`${A}/startComplaint`, { babyId, consultType, complaint }, token);

/** Answers 没有 to every question until the assistant gives its assessment; returns the level. */
export const answerNoUntilAssessed = async (token: string, sessionId: number): Promise<string> => {
  for (let i = 0; i < 15; i++) {
    const turn = await apiPost<Turn>(`${A}/chatComplaint`, { sessionId }, token);
    const last = turn.messages[turn.messages.length - 1];
    if (last?.kind === 'assessment' && last.assessment) return last.assessment.level;
    await apiPost(`${A}/addChatMsg`, { sessionId, text: '没有', clientId: `e2e-${sessionId}-${i}` }, token);
  }
  throw new Error(`session ${sessionId}: no assessment after 15 answers`);
};

/** Asks the assistant's first question and leaves it open. */
export const firstQuestion = async (token: string, sessionId: number): Promise<Turn> =>
  apiPost<Turn>(`${A}/chatComplaint`, { sessionId }, token);
