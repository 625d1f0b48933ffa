import type { ConsoleSession } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import { bookedIn, describeStopOutcome, updateSelection } from './session-selection.ts';

const session = (sessionId: number, booked = 0): ConsoleSession => ({
  sessionId,
  doctorId: 1,
  doctorName: '林晓岚',
  facilityId: 1,
  date: '2026-12-01',
  period: 'am',
  status: 'open',
  stopReason: null,
  slotCount: 6,
  capacity: 18,
  lastSlotEnd: '11:30',
  booked,
  updatedAt: null,
  updatedBy: null,
});

describe('stopping several sessions', () => {
  it('keeps the selection across pages without doubles', () => {
    const a = session(1, 2);
    const b = session(2, 1);
    const c = session(3);
    let picked = updateSelection([], [a, b], true);
    picked = updateSelection(picked, [b, c], true);
    expect(picked.map((s) => s.sessionId)).toEqual([1, 2, 3]);
    expect(bookedIn(picked)).toBe(3);
    expect(updateSelection(picked, [a], false).map((s) => s.sessionId)).toEqual([2, 3]);
  });

  it('says what the stop did', () => {
    expect(describeStopOutcome({ stoppedSessions: 2, cancelledAppointments: 3, refundsRequested: 1 })).toBe(
      '已停诊 2 个出诊，取消预约 3 个，已通知家长，发起退款 1 笔（原路退回）',
    );
    expect(describeStopOutcome({ stoppedSessions: 1, cancelledAppointments: 1, refundsRequested: 0 })).toBe(
      '已停诊 1 个出诊，取消预约 1 个，已通知家长，无需退款',
    );
    expect(describeStopOutcome({ stoppedSessions: 1, cancelledAppointments: 0, refundsRequested: 0 })).toBe(
      '已停诊 1 个出诊，没有需要取消的预约',
    );
  });
});
