import {
  type AiAssessment,
  aiAssessment,
  type AiCaseInfo,
  type AiMessage,
  type AiSession,
  type AiTurn,
} from '@sprout/contract';
import { CONSULT_TYPE_LABELS, type ConsultTypeCode, TRIAGE_LEVEL_LABELS } from '@sprout/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { BabyRow } from '../../db/schema.ts';
import type { AiMessageRow, AiSessionRow } from '../../db/schema-ai-consult.ts';
import { albumPicturesOfChild, type PictureViewer } from '../pictures/picture-access.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';

/** The AI consultation's rows as the contract answers them. */

const chipsPayload = z.object({ chips: z.array(z.string()) });

export const sessionView = (s: AiSessionRow, babyName: string): AiSession => ({
  sessionId: s.id,
  babyId: s.baby_id,
  babyName,
  consultType: s.consult_type as ConsultTypeCode,
  consultTypeLabel: CONSULT_TYPE_LABELS[s.consult_type as ConsultTypeCode] ?? s.consult_type,
  complaint: s.complaint,
  status: s.status,
  level: s.level,
  levelLabel: s.level ? TRIAGE_LEVEL_LABELS[s.level] : null,
  emergency: s.emergency_at !== null,
  createdAt: s.created_at,
  summaryConfirmedAt: s.summary_confirmed_at,
});

const assessmentOf = (m: AiMessageRow): AiAssessment | null =>
  m.kind === 'assessment' && m.payload ? aiAssessment.parse(JSON.parse(m.payload)) : null;

const chipsOf = (m: AiMessageRow): string[] | null =>
  m.kind === 'question' && m.payload ? chipsPayload.parse(JSON.parse(m.payload)).chips : null;

/** The messages with their pictures' links for this viewer (the guardian, or the doctor handed the case). */
const messageViews = async (
  ctx: AppContext,
  db: Db,
  viewer: PictureViewer,
  baby: BabyRow,
  rows: readonly AiMessageRow[],
  now: Date,
): Promise<AiMessage[]> => {
  const ids = rows.flatMap((m) => (m.picture_id === null ? [] : [m.picture_id]));
  const pictures = await albumPicturesOfChild(ctx, db, baby.id, ids, viewer, now);
  return rows.map((m) => ({
    seq: m.seq,
    role: m.role,
    kind: m.kind,
    text: m.text,
    chips: chipsOf(m),
    assessment: assessmentOf(m),
    picture: pictures.find((p) => p.pictureId === m.picture_id) ?? null,
    clientId: m.client_id,
    createdAt: m.created_at,
  }));
};

export const turnView = async (
  ctx: AppContext,
  db: Db,
  parent: ParentPrincipal,
  session: AiSessionRow,
  baby: BabyRow,
  rows: readonly AiMessageRow[],
  now: Date,
): Promise<AiTurn> => ({
  session: sessionView(session, baby.name),
  messages: await messageViews(ctx, db, { kind: 'parent', userId: parent.userId }, baby, rows, now),
});

/**
 * The case summary: the complaint, what else the guardian wrote, every question with its answer, the
 * last assessment (the level reached) and the pictures.
 */
export const caseInfoOf = async (
  ctx: AppContext,
  viewer: PictureViewer,
  session: AiSessionRow,
  baby: BabyRow,
  rows: readonly AiMessageRow[],
  extra: { ageText: string; now: Date },
): Promise<AiCaseInfo> => {
  const views = await messageViews(ctx, ctx.db, viewer, baby, rows, extra.now);
  const answers = rows.flatMap((m, i) => {
    if (m.kind !== 'question') return [];
    const reply = rows[i + 1];
    return [{ question: m.text, answer: reply?.kind === 'answer' ? reply.text : null }];
  });
  return {
    sessionId: session.id,
    babyId: baby.id,
    babyName: baby.name,
    sex: baby.sex,
    ageText: extra.ageText,
    consultTypeLabel: CONSULT_TYPE_LABELS[session.consult_type as ConsultTypeCode] ?? session.consult_type,
    complaint: session.complaint,
    details: rows.filter((m) => m.kind === 'text').map((m) => m.text),
    answers,
    assessment: views.findLast((m) => m.assessment !== null)?.assessment ?? null,
    pictures: views.flatMap((m) => (m.picture ? [m.picture] : [])),
    confirmedAt: session.summary_confirmed_at,
  };
};
