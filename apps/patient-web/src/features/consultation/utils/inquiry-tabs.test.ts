import { INQUIRY_LIST_TABS } from '@sprout/contract';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from '@sprout/domain';
import { describe, expect, it } from 'vitest';
import { INQUIRY_TAB_LABELS, INQUIRY_TABS, parseTab } from './inquiry-tabs.ts';

describe('inquiry tabs', () => {
  it('are the contract tabs, in its order', () => {
    expect(INQUIRY_TABS).toEqual([...INQUIRY_LIST_TABS]);
  });
  it('name each state exactly as the domain labels it', () => {
    for (const status of INQUIRY_STATUSES)
      expect(INQUIRY_TAB_LABELS[status]).toBe(INQUIRY_STATUS_LABELS[status]);
  });
  it('read an unknown tab as 全部', () => {
    expect(parseTab('refunded')).toBe('refunded');
    expect(parseTab('deleted')).toBe('all');
    expect(parseTab(null)).toBe('all');
  });
});
