import { describe, expect, it } from 'vitest';
import { clinicSetupNav } from './nav-clinic-setup.ts';
import { entriesFor } from './navigation.ts';

const keys = clinicSetupNav.map((e) => e.key);

describe('clinic setup menu', () => {
  it('lists 院区与预约设置, 科室管理 and 医生管理 in that order, for managers and up', () => {
    expect(clinicSetupNav.map((e) => e.label)).toEqual(['院区与预约设置', '科室管理', '医生管理']);
    expect(new Set(clinicSetupNav.map((e) => e.minRole))).toEqual(new Set(['manager']));
  });

  it('shows them to managers and admins, never to doctors', () => {
    for (const role of ['manager', 'admin'] as const)
      expect(entriesFor(role).map((e) => e.key)).toEqual(expect.arrayContaining(keys));
    expect(entriesFor('doctor').filter((e) => keys.includes(e.key))).toEqual([]);
  });

  it('gives every page its own path under /clinic/', () => {
    for (const entry of clinicSetupNav) expect(entry.path).toMatch(/^\/clinic\/[a-z-]+$/);
    expect(new Set(clinicSetupNav.map((e) => e.path)).size).toBe(clinicSetupNav.length);
  });
});
