import type { AiCaseInfo } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { liveBaby } from '../babies/staff-lookup.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { ageTextOf } from './ai-consult.service.ts';
import * as repo from './ai-sessions.repository.ts';
import { caseInfoOf } from './ai-view.ts';

/**
 * The hand-off of an AI consultation's case summary to a doctor (issue 23), the module's face: a new
 * 图文问诊 names the guardian's session, and the doctor of that inquiry reads its summary. Only a summary
 * the guardian has confirmed goes over; nothing else of the session is shown to staff.
 */

/**
 * The session a new inquiry about `babyId` may carry, checked in the inquiry's transaction: the
 * guardian's own, about the same child (another's reads as absent, 4004), and confirmed (4009).
 */
export const caseToHandOver = async (db: Db, parent: ParentPrincipal, sessionId: number, babyId: number) => {
  const session = await repo.findOwnSession(db, parent.userId, sessionId);
  if (!session || session.baby_id !== babyId) throw notFound('AI问诊记录不存在');
  if (session.summary_confirmed_at === null) throw conflict('请先核对并确认AI问诊的病情摘要');
  return session.id;
};

/**
 * The confirmed summary as the inquiry's doctor or a manager reads it (the caller has let them see the
 * inquiry and audited it), with picture links of their own; null when there is none to show.
 */
export const caseForStaff = async (
  ctx: AppContext,
  sessionId: number,
  staffId: number,
  now = new Date(),
): Promise<AiCaseInfo | null> => {
  const session = await repo.findSession(ctx.db, sessionId);
  if (!session || session.summary_confirmed_at === null) return null;
  const baby = await liveBaby(ctx.db, session.baby_id);
  if (!baby) return null;
  return caseInfoOf(
    ctx,
    { kind: 'staff', staffId },
    session,
    baby,
    await repo.messagesOf(ctx.db, session.id),
    {
      ageText: ageTextOf(baby, now),
      now,
    },
  );
};
