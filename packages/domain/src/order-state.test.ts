import { describe, expect, it } from 'vitest';
import { canTransition, isPayable, ORDER_STATUSES, statusesLeadingTo } from './order-state.ts';

describe('order state machine', () => {
  it('follows created → paying → paid → refunding → refunded, with closed for unpaid orders', () => {
    expect(canTransition('created', 'paying')).toBe(true);
    expect(canTransition('paying', 'paid')).toBe(true);
    expect(canTransition('paid', 'refunding')).toBe(true);
    expect(canTransition('refunding', 'refunded')).toBe(true);
    expect(canTransition('created', 'closed')).toBe(true);
    expect(canTransition('paying', 'closed')).toBe(true);
  });
  it('never leaves a final state and never closes a paid order', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('refunded', to)).toBe(false);
      expect(canTransition('closed', to)).toBe(false);
    }
    expect(canTransition('paid', 'closed')).toBe(false);
    expect(canTransition('paid', 'paid')).toBe(false);
  });
  it('gives the WHERE of each conditional update', () => {
    expect(statusesLeadingTo('paid').sort()).toEqual(['created', 'paying', 'refunding']);
    expect(statusesLeadingTo('closed').sort()).toEqual(['created', 'paying']);
    expect(statusesLeadingTo('refunded')).toEqual(['refunding']);
  });
  it('takes money only while created or paying', () => {
    expect(ORDER_STATUSES.filter(isPayable)).toEqual(['created', 'paying']);
  });
});
