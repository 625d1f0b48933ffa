import type { Db } from '../../db/database.ts';
import type {
  AiMessageKind,
  AiMessageRole,
  AiMessageRow,
  AiSessionRow,
  AiSessionsTable,
} from '../../db/schema-ai-consult.ts';

/** The AI consultation's rows (migration 031); only this module's services call these. */

export const insertSession = (
  db: Db,
  row: Pick<
    AiSessionsTable,
    'user_id' | 'baby_id' | 'consult_type' | 'complaint' | 'created_at' | 'updated_at'
  >,
): Promise<AiSessionRow> =>
  db.kysely
    .insertInto('ai_sessions')
    .values({ ...row, status: 'interviewing', asked: '[]', confirmed: '[]', last_seq: 0 })
    .returningAll()
    .executeTakeFirstOrThrow();

export const findOwnSession = (db: Db, userId: number, sessionId: number) =>
  db.kysely
    .selectFrom('ai_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * The guardian's session, locked for this transaction (an update takes the row lock on PostgreSQL;
 * SQLite writes one at a time): every turn reads the state and numbers its messages behind it.
 */
export const lockOwnSession = (db: Db, userId: number, sessionId: number, now: string) =>
  db.kysely
    .updateTable('ai_sessions')
    .set({ updated_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();

export const saveSessionState = (
  db: Db,
  sessionId: number,
  state: Partial<
    Pick<
      AiSessionsTable,
      'status' | 'level' | 'emergency_at' | 'asked' | 'confirmed' | 'last_seq' | 'summary_confirmed_at'
    >
  >,
) => db.kysely.updateTable('ai_sessions').set(state).where('id', '=', sessionId).execute();

export interface NewAiMessage {
  seq: number;
  role: AiMessageRole;
  kind: AiMessageKind;
  text: string;
  rule_id?: string | null;
  payload?: string | null;
  picture_id?: number | null;
  client_id?: string | null;
}

export const insertMessages = async (
  db: Db,
  sessionId: number,
  messages: readonly NewAiMessage[],
  now: string,
): Promise<AiMessageRow[]> => {
  if (messages.length === 0) return [];
  return db.kysely
    .insertInto('ai_messages')
    .values(
      messages.map((m) => ({
        session_id: sessionId,
        seq: m.seq,
        role: m.role,
        kind: m.kind,
        text: m.text,
        rule_id: m.rule_id ?? null,
        payload: m.payload ?? null,
        picture_id: m.picture_id ?? null,
        client_id: m.client_id ?? null,
        created_at: now,
      })),
    )
    .returningAll()
    .execute();
};

export const messagesOf = (db: Db, sessionId: number): Promise<AiMessageRow[]> =>
  db.kysely
    .selectFrom('ai_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('seq')
    .execute();

export const messageByClientId = (db: Db, sessionId: number, clientId: string) =>
  db.kysely
    .selectFrom('ai_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();

export const pageOwnSessions = async (db: Db, userId: number, pageNum: number, pageSize: number) => {
  const [rows, count] = await Promise.all([
    db.kysely
      .selectFrom('ai_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    db.kysely
      .selectFrom('ai_sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
};

/** Account merge: the sessions follow the guardian (their children move too). */
export const moveSessionsToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('ai_sessions')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};

export const findSession = (db: Db, sessionId: number) =>
  db.kysely.selectFrom('ai_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
