import {
  assessTriage,
  clinicToday,
  daysBetween,
  TRIAGE_DISCLAIMER,
  TRIAGE_LEVEL_LABELS,
} from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { ChatMessageRow } from '../../db/schema-chat.ts';
import type { InquiryRow } from '../../db/schema-consultation.ts';
import { liveBaby } from '../babies/staff-lookup.service.ts';
import { markRedFlag } from '../consultation/inquiry-red-flags.service.ts';
import * as repo from './chat.repository.ts';

/**
 * Red flags in 图文问诊 (issue 23): the triage rules read every text a parent sends, with the child's
 * age (corrected for a preterm baby). An emergency sign (抽搐, 嘴唇发紫, 叫不醒 …) at once puts the
 * emergency advice into the conversation, right after the parent's message and in its transaction, and
 * marks the inquiry so the doctors' inbox shows it first. A sign already advised on is not repeated; a
 * negated one (没有抽搐) is no sign.
 */
export const adviseOnRedFlags = async (
  trx: Db,
  conversationId: string,
  inquiry: InquiryRow,
  text: string,
  now: Date,
): Promise<ChatMessageRow[]> => {
  // Every age rule flags a younger child at least as readily (fever under 3 months, a newborn's
  // feeding, a baby's head bump), so a text that is no emergency for a newborn is none at any age:
  // most messages end here, without reading the child in the send's transaction.
  if (!assessTriage({ ageDays: 0, sex: '女' }, 'other', [text]).emergency) return [];
  const baby = await liveBaby(trx, inquiry.baby_id);
  if (!baby) return [];
  const child = {
    ageDays: Math.max(0, daysBetween(baby.birthday, clinicToday(now))),
    sex: baby.sex,
    gestationWeeks: baby.gestational_weeks,
  };
  const triage = assessTriage(child, 'other', [text]);
  if (!triage.emergency) return [];
  const urgent = triage.signs.filter((s) => s.level === 'emergency_ambulance' || s.level === 'emergency');
  const fresh = await markRedFlag(
    trx,
    inquiry,
    urgent.map((s) => s.sign),
    now,
  );
  if (fresh.length === 0) return [];
  const seq = await repo.takeSeq(trx, conversationId);
  const row = await repo.insertMessage(trx, {
    conversation_id: conversationId,
    seq,
    // One advice per inquiry and set of new signs; the conversation lock makes the seq and this unique.
    client_id: `redflag-${inquiry.id}-${seq}`,
    inquiry_id: inquiry.id,
    sender_type: 'system',
    sender_id: 0,
    kind: 'redFlagAdvice',
    text: `【${TRIAGE_LEVEL_LABELS[triage.level]}】您提到的情况（${fresh.join('、')}）可能很危险。${triage.advice}医生已收到提醒，但请不要等待线上回复。${TRIAGE_DISCLAIMER}`,
    picture_id: null,
    created_at: nowIso(now),
  });
  return [row];
};
