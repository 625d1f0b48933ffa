import { STAFF_ROLES } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import { hasRole, NAV_ENTRIES, navEntry } from '../../../config/navigation.ts';
import { MANUAL_SECTIONS } from '../strings.ts';
import { pagesFor, rolesOpening, sectionsFor } from './manual.ts';

const section = (key: string) => {
  const found = MANUAL_SECTIONS.find((s) => s.key === key);
  if (!found) throw new Error(`no section ${key}`);
  return found;
};

describe('the staff manual', () => {
  it('has one key per section and names only menu entries that exist', () => {
    expect(new Set(MANUAL_SECTIONS.map((s) => s.key)).size).toBe(MANUAL_SECTIONS.length);
    for (const s of MANUAL_SECTIONS) for (const key of s.pages) expect(() => navEntry(key)).not.toThrow();
  });

  it('names every page it links to by its menu label, in quotes', () => {
    for (const s of MANUAL_SECTIONS)
      for (const key of s.pages) expect(s.paragraphs.join('')).toContain(`“${navEntry(key).label}”`);
  });

  it('covers every page of the menu but the dashboard and itself', () => {
    const named = new Set(MANUAL_SECTIONS.flatMap((s) => s.pages));
    const missing = NAV_ENTRIES.filter((e) => !named.has(e.key) && !['dashboard', 'help'].includes(e.key));
    expect(missing.map((e) => e.label)).toEqual([]);
  });

  it('links a role only to the pages it may open', () => {
    for (const role of STAFF_ROLES)
      for (const s of MANUAL_SECTIONS)
        for (const entry of pagesFor(s, role)) expect(hasRole(role, entry.minRole)).toBe(true);
    expect(pagesFor(section('schedules'), 'doctor')).toEqual([]);
    expect(pagesFor(section('fees'), 'manager').map((e) => e.key)).toEqual(['fee-bills', 'fee-items']);
    expect(pagesFor(section('fees'), 'admin').map((e) => e.key)).toContain('api-clients');
    expect(pagesFor(section('value'), 'doctor').map((e) => e.key)).toEqual([
      'members',
      'mall',
      'package-cards',
    ]);
  });

  it('puts a role’s own sections first and keeps every section once', () => {
    for (const role of STAFF_ROLES) {
      const { mine, others } = sectionsFor(role);
      expect(mine.length + others.length).toBe(MANUAL_SECTIONS.length);
      expect(mine.every((s) => s.roles.includes(role))).toBe(true);
    }
    expect(sectionsFor('doctor').mine.map((s) => s.key)).toEqual([
      'account',
      'doctor-day',
      'consult',
      'value',
    ]);
    expect(sectionsFor('admin').mine.map((s) => s.key)).toContain('staff');
    expect(sectionsFor('manager').mine.map((s) => s.key)).not.toContain('staff');
  });

  it('says who may open a section’s pages', () => {
    expect(rolesOpening(section('schedules'))).toEqual(['manager', 'admin']);
    expect(rolesOpening(section('staff'))).toEqual(['manager', 'admin']);
    expect(rolesOpening(section('account'))).toEqual(['doctor', 'manager', 'admin']);
  });
});
