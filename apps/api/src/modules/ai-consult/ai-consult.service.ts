import type { AiCaseInfo, AiTurn, api, ParsedBodyOf, ParsedQueryOf } from '@sprout/contract';
import {
  ageOn,
  ANSWER_CHIPS,
  CONSULT_TYPE_LABELS,
  CONSULT_TYPES,
  clinicToday,
  COMPLAINT_CHIPS,
  DURATION_CHIPS,
  daysBetween,
  formatAge,
  type TriageChild,
} from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { BabyRow } from '../../db/schema.ts';
import type { AiMessageRow, AiSessionRow } from '../../db/schema-ai-consult.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { ownedBaby } from '../babies/owned-babies.service.ts';
import { uploadGuardianPicture } from '../pictures/guardian-pictures.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import * as repo from './ai-sessions.repository.ts';
import {
  assistantTurn,
  emergencyNow,
  guardianText,
  type InterviewState,
  pendingQuestion,
  stateOf,
} from './ai-turn.ts';
import { caseInfoOf, sessionView, turnView } from './ai-view.ts';

/**
 * AI consultation (issue 23): the guardian tells, the engine asks one red-flag question at a time and
 * ends with a level. Every call about a session checks it is this guardian's (R1: another's reads as
 * absent, 4004) and runs in one transaction behind the session's row lock, so turns are numbered once
 * and two tabs of one phone never ask the same question twice.
 */

const NOT_FOUND = '问诊记录不存在';

export const ageTextOf = (baby: BabyRow, now: Date) => {
  const age = ageOn(baby.birthday, clinicToday(now));
  return age ? formatAge(age.years, age.months, age.days) : '';
};

const childOf = (baby: BabyRow, now: Date): TriageChild => ({
  ageDays: Math.max(0, daysBetween(baby.birthday, clinicToday(now))),
  sex: baby.sex,
  gestationWeeks: baby.gestational_weeks,
});

export const consultTypes = () => ({
  list: CONSULT_TYPES.map((code) => ({ code, label: CONSULT_TYPE_LABELS[code] })),
});

export const dictionaries = () => ({
  symptoms: CONSULT_TYPES.map((consultType) => ({ consultType, words: [...COMPLAINT_CHIPS[consultType]] })),
  durations: [...DURATION_CHIPS],
  answers: [...ANSWER_CHIPS],
});

/** The session locked for this transaction with its child and messages, or 4004. */
const lockedSession = async (trx: Db, parent: ParentPrincipal, sessionId: number, now: Date) => {
  const session = await repo.lockOwnSession(trx, parent.userId, sessionId, nowIso(now));
  if (!session) throw notFound(NOT_FOUND);
  const baby = await ownedBaby(trx, parent, session.baby_id);
  return { session, baby, messages: await repo.messagesOf(trx, session.id) };
};

/** Stores the new messages and the state they leave, and answers them with the session as it is now. */
const commit = async (
  ctx: AppContext,
  trx: Db,
  parent: ParentPrincipal,
  s: { session: AiSessionRow; baby: BabyRow },
  added: repo.NewAiMessage[],
  state: InterviewState,
  now: Date,
): Promise<AiTurn> => {
  const stored = await repo.insertMessages(trx, s.session.id, added, nowIso(now));
  const assessed = state.level !== null;
  const emergencyAt =
    s.session.emergency_at ??
    (stored.some((m) => m.kind === 'assessment' && isEmergencyPayload(m)) ? nowIso(now) : null);
  const next = {
    status: assessed ? ('assessed' as const) : ('interviewing' as const),
    level: state.level,
    emergency_at: emergencyAt,
    asked: JSON.stringify(state.asked),
    confirmed: JSON.stringify([...state.confirmed]),
    last_seq: s.session.last_seq + added.length,
  };
  await repo.saveSessionState(trx, s.session.id, next);
  return turnView(ctx, trx, parent, { ...s.session, ...next }, s.baby, stored, now);
};

const isEmergencyPayload = (m: AiMessageRow) => {
  const payload: unknown = m.payload ? JSON.parse(m.payload) : null;
  return (
    typeof payload === 'object' && payload !== null && (payload as { emergency?: unknown }).emergency === true
  );
};

/** The level an emergency message sets (the engine's), read back from what was just decided. */
const withEmergency = (state: InterviewState, urgent: repo.NewAiMessage | null): InterviewState => {
  if (!urgent?.payload) return state;
  const { level } = JSON.parse(urgent.payload) as { level: InterviewState['level'] };
  return { ...state, level };
};

/** startComplaint: a new session with the complaint; an emergency in it is advised at once. */
export const startComplaint = (
  ctx: AppContext,
  parent: ParentPrincipal,
  body: ParsedBodyOf<typeof api.aiConsult.startComplaint>,
  now = new Date(),
): Promise<AiTurn> =>
  inTransaction(ctx.db, async (trx) => {
    const baby = await ownedBaby(trx, parent, body.babyId);
    const session = await repo.insertSession(trx, {
      user_id: parent.userId,
      baby_id: baby.id,
      consult_type: body.consultType,
      complaint: body.complaint,
      created_at: nowIso(now),
      updated_at: nowIso(now),
    });
    const complaint: repo.NewAiMessage = {
      seq: 1,
      role: 'guardian',
      kind: 'complaint',
      text: body.complaint,
    };
    const state = { ...stateOf(session, [], childOf(baby, now)), texts: [body.complaint] };
    const urgent = emergencyNow(state, 2);
    const added = urgent ? [complaint, urgent] : [complaint];
    return commit(ctx, trx, parent, { session, baby }, added, withEmergency(state, urgent), now);
  });

/**
 * addChatMsg: the guardian's message or answer, stored once per client id (a resend answers the
 * stored one and adds nothing), read by the red-flag rules at once.
 */
export const addGuardianMessage = (
  ctx: AppContext,
  parent: ParentPrincipal,
  body: ParsedBodyOf<typeof api.aiConsult.addChatMsg>,
  now = new Date(),
): Promise<AiTurn> =>
  inTransaction(ctx.db, async (trx) => {
    const s = await lockedSession(trx, parent, body.sessionId, now);
    const earlier = await repo.messageByClientId(trx, s.session.id, body.clientId);
    if (earlier) {
      const given = s.messages.filter(
        (m) => m.seq === earlier.seq || (m.seq === earlier.seq + 1 && m.kind === 'assessment'),
      );
      return turnView(ctx, trx, parent, s.session, s.baby, given, now);
    }
    const before = stateOf(s.session, s.messages, childOf(s.baby, now));
    const seq = s.session.last_seq + 1;
    const { message, state } = guardianText(
      before,
      pendingQuestion(s.messages),
      body.text,
      seq,
      body.clientId,
    );
    const urgent = emergencyNow(state, seq + 1);
    const added = urgent ? [message, urgent] : [message];
    return commit(ctx, trx, parent, s, added, withEmergency(state, urgent), now);
  });

/**
 * chatComplaint: the assistant's next turn. When the last message is already the assistant's (a
 * retried request, or the emergency advice given with the message), it answers the assistant's
 * messages after the guardian's last and adds nothing.
 */
export const nextAssistantTurn = (
  ctx: AppContext,
  parent: ParentPrincipal,
  sessionId: number,
  now = new Date(),
): Promise<AiTurn> =>
  inTransaction(ctx.db, async (trx) => {
    const s = await lockedSession(trx, parent, sessionId, now);
    const last = s.messages.at(-1);
    if (!last || last.role === 'assistant') {
      const lastGuardian = s.messages.findLast((m) => m.role === 'guardian')?.seq ?? 0;
      const given = s.messages.filter((m) => m.seq > lastGuardian);
      return turnView(ctx, trx, parent, s.session, s.baby, given, now);
    }
    const state = stateOf(s.session, s.messages, childOf(s.baby, now));
    const turn = assistantTurn(state, s.session.last_seq + 1);
    return commit(
      ctx,
      trx,
      parent,
      s,
      [turn.message],
      { ...state, asked: turn.asked, level: turn.level },
      now,
    );
  });

/** chatFileUpload: a picture of the child, cleaned like any record picture, as a guardian message. */
export const addGuardianPicture = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  sessionId: number,
  bytes: Buffer | undefined,
  now = new Date(),
): Promise<AiTurn> => {
  // Checked before the bytes are stored: another guardian's session stores nothing.
  const found = await repo.findOwnSession(ctx.db, parent.userId, sessionId);
  if (!found) throw notFound(NOT_FOUND);
  const baby = await ownedBaby(ctx.db, parent, found.baby_id);
  const picture = await uploadGuardianPicture(ctx, { userId: parent.userId, babyId: baby.id }, bytes, now);
  return inTransaction(ctx.db, async (trx) => {
    const s = await lockedSession(trx, parent, sessionId, now);
    const state = stateOf(s.session, s.messages, childOf(s.baby, now));
    const message: repo.NewAiMessage = {
      seq: s.session.last_seq + 1,
      role: 'guardian',
      kind: 'picture',
      text: '[图片]',
      picture_id: picture.pictureId,
    };
    return commit(ctx, trx, parent, s, [message], state, now);
  });
};

const ownSession = async (ctx: AppContext, parent: ParentPrincipal, sessionId: number) => {
  const session = await repo.findOwnSession(ctx.db, parent.userId, sessionId);
  if (!session) throw notFound(NOT_FOUND);
  return { session, baby: await ownedBaby(ctx.db, parent, session.baby_id) };
};

export const sessionHistory = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  sessionId: number,
  now = new Date(),
) => {
  const { session, baby } = await ownSession(ctx, parent, sessionId);
  const turn = await turnView(
    ctx,
    ctx.db,
    parent,
    session,
    baby,
    await repo.messagesOf(ctx.db, session.id),
    now,
  );
  return { session: turn.session, messages: turn.messages };
};

export const sessionList = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedQueryOf<typeof api.aiConsult.chatSessionHistoryList>,
) => {
  const { rows, total } = await repo.pageOwnSessions(ctx.db, parent.userId, q.pageNum, q.pageSize);
  const list = [];
  for (const row of rows) {
    const baby = await ownedBaby(ctx.db, parent, row.baby_id).catch(() => null);
    list.push(sessionView(row, baby?.name ?? '已删除的宝宝'));
  }
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
};

/** submitCaseInfo: the case summary as the guardian reads it before confirming. */
export const caseInfo = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  sessionId: number,
  now = new Date(),
): Promise<AiCaseInfo> => {
  const { session, baby } = await ownSession(ctx, parent, sessionId);
  return caseInfoOf(
    ctx,
    { kind: 'parent', userId: parent.userId },
    session,
    baby,
    await repo.messagesOf(ctx.db, session.id),
    {
      ageText: ageTextOf(baby, now),
      now,
    },
  );
};

/** confirmCaseInfo: the guardian confirms the summary (once there is a level); staff may then read it. */
export const confirmCaseInfo = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  sessionId: number,
  now = new Date(),
): Promise<AiCaseInfo> => {
  await inTransaction(ctx.db, async (trx) => {
    const s = await lockedSession(trx, parent, sessionId, now);
    if (s.session.level === null) throw conflict('请先完成问诊，得出建议后再确认病情摘要');
    if (s.session.summary_confirmed_at === null)
      await repo.saveSessionState(trx, s.session.id, { summary_confirmed_at: nowIso(now) });
  });
  return caseInfo(ctx, parent, sessionId, now);
};
