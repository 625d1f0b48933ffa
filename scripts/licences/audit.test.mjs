import { describe, expect, it } from 'vitest';
import { advisoriesOf, readExceptions, verdict } from './audit.mjs';

// npm audit's JSON (auditReportVersion 2), cut to what the stage reads.
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'ws-lib': {
      severity: 'high',
      via: [
        {
          source: 1097496,
          name: 'ws-lib',
          title: 'Denial of service',
          url: 'https://github.com/advisories/GHSA-3h5v-q93c-6h6q',
          severity: 'high',
        },
      ],
    },
    wrapper: { severity: 'high', via: ['ws-lib'] },
    mild: {
      severity: 'moderate',
      via: [
        {
          name: 'mild',
          title: 'x',
          url: 'https://github.com/advisories/GHSA-2222-3333-4444',
          severity: 'moderate',
        },
      ],
    },
  },
};

describe('dependency audit (issue 22)', () => {
  const advisories = advisoriesOf(report);

  it('fails on a high advisory, not on a moderate one', () => {
    expect(advisories).toHaveLength(2);
    expect(verdict(advisories, []).failing.map((a) => a.advisory)).toEqual(['GHSA-3h5v-q93c-6h6q']);
  });

  it('accepts one with a reason until its expiry, and fails again after it', () => {
    const exception = [
      {
        advisory: 'GHSA-3h5v-q93c-6h6q',
        package: 'ws-lib',
        reason: 'Only the console uses it, behind the staff login; the fix needs Node 26.',
        expires: '2027-01-31',
      },
    ];
    const live = verdict(advisories, readExceptions(JSON.stringify(exception), '2026-12-02'));
    expect(live).toMatchObject({ failing: [], expired: [] });
    const later = verdict(advisories, readExceptions(JSON.stringify(exception), '2027-02-01'));
    expect(later.failing).toHaveLength(1);
    expect(later.expired).toHaveLength(1);
  });

  it('refuses an exception without a reason, an expiry or a real advisory id', () => {
    const base = {
      advisory: 'GHSA-3h5v-q93c-6h6q',
      package: 'ws-lib',
      reason: 'x'.repeat(30),
      expires: '2027-01-31',
    };
    expect(() => readExceptions(JSON.stringify([{ ...base, reason: 'ok' }]), '2026-12-02')).toThrow(/why/);
    expect(() => readExceptions(JSON.stringify([{ ...base, expires: 'soon' }]), '2026-12-02')).toThrow(
      /date/,
    );
    expect(() => readExceptions(JSON.stringify([{ ...base, advisory: 'CVE-1' }]), '2026-12-02')).toThrow(
      /GHSA/,
    );
    const { expires: _e, ...noExpiry } = base;
    expect(() => readExceptions(JSON.stringify([noExpiry]), '2026-12-02')).toThrow(/expires/);
  });
});
