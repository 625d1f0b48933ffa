import { describe, expect, it } from 'vitest';
import {
  canMoveInquiry,
  followUpMessagesLeft,
  type InquiryMove,
  type InquiryStatus,
  inquiryKindFor,
  inquiryMove,
  isInquiryEnded,
} from './inquiry-state.ts';

describe('the inquiry state machine', () => {
  it('walks the paid path 待支付 → 待接诊 → 问诊中 → 已完成 → 已评价', () => {
    const path: InquiryMove[] = ['paid', 'accept', 'close', 'rate'];
    let status: InquiryStatus = 'pendingPayment';
    for (const move of path) {
      expect(canMoveInquiry(status, move)).toBe(true);
      status = inquiryMove(move).to;
    }
    expect(status).toBe('rated');
  });

  it('refuses moves out of order: no accept before payment, no close before accept, no second rating', () => {
    expect(canMoveInquiry('pendingPayment', 'accept')).toBe(false);
    expect(canMoveInquiry('waiting', 'close')).toBe(false);
    expect(canMoveInquiry('rated', 'rate')).toBe(false);
    expect(canMoveInquiry('inProgress', 'cancelBeforeAccept')).toBe(false);
  });

  it('refunds in full when the parent cancels before acceptance or a deadline is missed', () => {
    expect(inquiryMove('cancelBeforeAccept')).toEqual({ from: ['waiting'], to: 'refunded' });
    expect(inquiryMove('missAccept').to).toBe('refunded');
    expect(inquiryMove('missFirstAnswer')).toEqual({ from: ['inProgress'], to: 'refunded' });
  });

  it('reassignment keeps the inquiry waiting; nothing leaves an ended state except by hand from 已完成', () => {
    expect(inquiryMove('reassign')).toEqual({ from: ['waiting'], to: 'waiting' });
    const moves: InquiryMove[] = ['paid', 'accept', 'close', 'rate', 'reassign', 'refundByHand', 'expire'];
    for (const ended of ['cancelled', 'refunded', 'rated'] as const) {
      expect(isInquiryEnded(ended)).toBe(true);
      for (const m of moves) expect(canMoveInquiry(ended, m)).toBe(false);
    }
    expect(canMoveInquiry('completed', 'refundByHand')).toBe(true);
  });
});

describe('inquiryKindFor', () => {
  it('is 复诊 only for a child with a clinic record and an earlier visit', () => {
    expect(inquiryKindFor({ hasClinicRecord: true, hasEarlierVisit: true })).toBe('followUpVisit');
    expect(inquiryKindFor({ hasClinicRecord: true, hasEarlierVisit: false })).toBe('consultation');
    expect(inquiryKindFor({ hasClinicRecord: false, hasEarlierVisit: true })).toBe('consultation');
  });
});

describe('followUpMessagesLeft', () => {
  const allowance = { messages: 3, hours: 72 };
  const closed = new Date('2026-11-25T10:00:00Z');
  it('gives the allowance less what was used, inside the window', () => {
    expect(followUpMessagesLeft(allowance, closed, new Date('2026-11-26T10:00:00Z'), 1)).toBe(2);
    expect(followUpMessagesLeft(allowance, closed, new Date('2026-11-28T10:00:00Z'), 0)).toBe(3);
  });
  it('gives none after the window or when used up', () => {
    expect(followUpMessagesLeft(allowance, closed, new Date('2026-11-28T10:00:01Z'), 0)).toBe(0);
    expect(followUpMessagesLeft(allowance, closed, new Date('2026-11-26T10:00:00Z'), 5)).toBe(0);
  });
});
