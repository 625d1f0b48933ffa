import type { AiAssessment, AiMessage, AiSession } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import {
  awaitsAssistant,
  callsAmbulance,
  mergeTurn,
  openQuestion,
  pinnedEmergency,
  showsWatchFor,
} from './conversation.ts';

const session: AiSession = {
  sessionId: 7,
  babyId: 1,
  babyName: '小豆',
  consultType: 'fever',
  consultTypeLabel: '发热',
  complaint: '发烧',
  status: 'interviewing',
  level: null,
  levelLabel: null,
  emergency: false,
  createdAt: '2026-05-01T00:00:00.000Z',
  summaryConfirmedAt: null,
};

const assessment = (level: AiAssessment['level'], emergency: boolean, advice = 'x'): AiAssessment => ({
  level,
  levelLabel: level,
  emergency,
  advice,
  signs: [],
  watchFor: ['精神差'],
  disclaimer: '不是医生的诊断',
  bookingLink: null,
});

const msg = (seq: number, over: Partial<AiMessage> = {}): AiMessage => ({
  seq,
  role: 'guardian',
  kind: 'text',
  text: `m${seq}`,
  chips: null,
  assessment: null,
  picture: null,
  clientId: null,
  createdAt: '2026-05-01T00:00:00.000Z',
  ...over,
});

describe('mergeTurn', () => {
  it('adds a turn in order and replaces messages it answers again', () => {
    const held = { session, messages: [msg(1), msg(2)] };
    const turn = {
      session: { ...session, status: 'assessed' as const },
      messages: [msg(3), msg(2, { text: 'again' })],
    };
    const merged = mergeTurn(held, turn);
    expect(merged.messages.map((m) => [m.seq, m.text])).toEqual([
      [1, 'm1'],
      [2, 'again'],
      [3, 'm3'],
    ]);
    expect(merged.session.status).toBe('assessed');
  });
  it('starts a conversation from nothing', () => {
    expect(mergeTurn(undefined, { session, messages: [msg(1)] }).messages).toHaveLength(1);
  });
});

describe('pinnedEmergency', () => {
  it('pins the latest emergency assessment, wherever it is in the conversation', () => {
    const first = assessment('emergency', true, 'first');
    const raised = assessment('emergency_ambulance', true, 'raised');
    const messages = [
      msg(1),
      msg(2, { role: 'assistant', kind: 'assessment', assessment: first }),
      msg(3),
      msg(4, { role: 'assistant', kind: 'assessment', assessment: raised }),
      msg(5, { role: 'assistant', kind: 'note' }),
    ];
    expect(pinnedEmergency(messages)?.advice).toBe('raised');
  });
  it('pins nothing when no assessment is an emergency', () => {
    const calm = assessment('self_care', false);
    expect(
      pinnedEmergency([msg(1), msg(2, { role: 'assistant', kind: 'assessment', assessment: calm })]),
    ).toBeNull();
    expect(pinnedEmergency([])).toBeNull();
  });
});

describe('turns', () => {
  it('an open question is the assistant question spoken last', () => {
    const q = msg(2, { role: 'assistant', kind: 'question', chips: ['有', '没有'] });
    expect(openQuestion([msg(1), q])?.seq).toBe(2);
    expect(openQuestion([msg(1), q, msg(3, { kind: 'answer' })])).toBeNull();
  });
  it('the assistant is due when the guardian spoke last', () => {
    expect(awaitsAssistant([msg(1)])).toBe(true);
    expect(awaitsAssistant([msg(1), msg(2, { role: 'assistant', kind: 'question' })])).toBe(false);
    expect(awaitsAssistant([])).toBe(false);
  });
});

describe('what an assessment shows', () => {
  it('watch-for at 居家观察 and 预约门诊 only; 120 at 呼叫120 only', () => {
    expect(showsWatchFor(assessment('self_care', false))).toBe(true);
    expect(showsWatchFor(assessment('consultation', false))).toBe(true);
    expect(showsWatchFor(assessment('consultation_24', false))).toBe(false);
    expect(showsWatchFor({ ...assessment('self_care', false), watchFor: [] })).toBe(false);
    expect(callsAmbulance(assessment('emergency_ambulance', true))).toBe(true);
    expect(callsAmbulance(assessment('emergency', true))).toBe(false);
  });
});
