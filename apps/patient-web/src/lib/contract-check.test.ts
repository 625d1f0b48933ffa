import { routes } from '@sprout/contract/routes';
import { describe, expect, it } from 'vitest';
import { contractIssues } from './contract-check.ts';

describe('contractIssues', () => {
  it('passes an answer the contract describes', () => {
    expect(contractIssues(routes.accounts.sendSms, { sent: true, resendAfterSeconds: 60 })).toBeNull();
  });
  it('names what is wrong with an answer that drifted from the contract', () => {
    const issues = contractIssues(routes.accounts.sendSms, { sent: true, resendAfterSeconds: '60' });
    expect(issues).toHaveLength(1);
    expect(JSON.stringify(issues)).toContain('resendAfterSeconds');
  });
  it('refuses a route the contract does not have', () => {
    expect(contractIssues({ method: 'GET', path: '/nowhere' }, {})).toEqual([
      'GET /nowhere is not an endpoint of the contract',
    ]);
  });
});
