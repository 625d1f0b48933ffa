import { addBaby } from './booking-fixtures.ts';
import type { TestApp } from './harness.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for the AI consultation calls, for ownership.int.test.ts: A's baby and a session already
 * assessed (its complaint states an emergency sign), so every call of A's succeeds, confirming the
 * summary included. The picture upload is a byte route: ai-consult.int.test.ts holds it.
 */
export interface AiConsultIds {
  babyId: number;
  sessionId: number;
}

export type AiConsultRow = OwnershipRow<AiConsultIds>;

const A = '/api/ai/consult';

export const prepareAiConsultIds = async (t: TestApp, parentA: { token: string }): Promise<AiConsultIds> => {
  const babyId = await addBaby(t, parentA.token, 'A的问答宝');
  const started = await t.call<{ session: { sessionId: number; level: string | null } }>(
    'POST',
    `${A}/startComplaint`,
    {
      token: parentA.token,
      body: { babyId, consultType: 'other', complaint: 'A的宝宝刚才抽了一下，翻白眼' },
    },
  );
  if (!started.body.success || started.body.data.session.level === null)
    throw new Error(`startComplaint: ${started.raw}`);
  return { babyId, sessionId: started.body.data.session.sessionId };
};

export const aiConsultRows: AiConsultRow[] = [
  {
    key: `POST ${A}/startComplaint`,
    input: (a) => ({ body: { babyId: a.babyId, consultType: 'fever', complaint: '发烧一天' } }),
  },
  {
    key: `POST ${A}/addChatMsg`,
    input: (a) => ({ body: { sessionId: a.sessionId, text: '还在抽', clientId: 'r1-ai' } }),
  },
  { key: `POST ${A}/chatComplaint`, input: (a) => ({ body: { sessionId: a.sessionId } }) },
  { key: `GET ${A}/chatHistoryDetail`, input: (a) => ({ query: { sessionId: a.sessionId } }) },
  { key: `GET ${A}/submitCaseInfo`, input: (a) => ({ query: { sessionId: a.sessionId } }) },
  { key: `POST ${A}/confirmCaseInfo`, input: (a) => ({ body: { sessionId: a.sessionId } }) },
];

export const aiConsultState = async (t: TestApp) => ({
  sessions: await t.ctx.db.kysely.selectFrom('ai_sessions').selectAll().orderBy('id').execute(),
  messages: await t.ctx.db.kysely.selectFrom('ai_messages').selectAll().orderBy('id').execute(),
});
