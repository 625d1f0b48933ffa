import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '@sprout/domain';
import {
  hasReceipt,
  orderStatusLabel,
  refundStateOf,
  STATUS_TABS,
  STATUS_TAG,
  statusOfTabKey,
  tabKey,
} from './appointment-status.ts';

describe('appointment status vocabulary', () => {
  it('has a tag for every status and a tab for every status plus 全部', () => {
    for (const status of APPOINTMENT_STATUSES) expect(STATUS_TAG[status].label).toBeTruthy();
    expect(STATUS_TABS).toHaveLength(APPOINTMENT_STATUSES.length + 1);
    expect(new Set(STATUS_TABS.map(tabKey)).size).toBe(STATUS_TABS.length);
  });
  it('reads a tab key back into its filter', () => {
    expect(statusOfTabKey('all')).toBeUndefined();
    expect(statusOfTabKey('booked')).toBe('booked');
    expect(statusOfTabKey('nonsense')).toBeUndefined();
  });
});

describe('refund and receipt', () => {
  it('names the refund from the order status', () => {
    expect(refundStateOf('refunding')?.label).toBe('退款中');
    expect(refundStateOf('refunded')?.label).toBe('已退款');
    expect(refundStateOf('paid')).toBeNull();
    expect(refundStateOf(null)).toBeNull();
  });
  it('offers a receipt once money moved', () => {
    expect(hasReceipt('paid')).toBe(true);
    expect(hasReceipt('refunded')).toBe(true);
    expect(hasReceipt('created')).toBe(false);
    expect(hasReceipt('closed')).toBe(false);
  });
});

describe('orderStatusLabel', () => {
  it('names known order states and nothing else', () => {
    expect(orderStatusLabel('paid')).toBe('已支付');
    expect(orderStatusLabel('closed')).toBe('已关闭');
    expect(orderStatusLabel('weird')).toBeNull();
    expect(orderStatusLabel(null)).toBeNull();
  });
});
