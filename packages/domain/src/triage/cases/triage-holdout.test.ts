import { describe, expect, it } from 'vitest';
import type { TriageCase, TriageLevel } from './triage-cases.ts';
import { TRIAGE_CASES } from './triage-cases.ts';
import { TRIAGE_HOLDOUT } from './triage-holdout.ts';

/** Checks the held-out set itself (its size, balance and shape); it does not run the engine. */

type Band = '0-28d' | '29-90d' | '91-365d' | '1-5y' | '5-18y';
const band = (ageDays: number): Band => {
  if (ageDays <= 28) return '0-28d';
  if (ageDays <= 90) return '29-90d';
  if (ageDays <= 365) return '91-365d';
  if (ageDays <= 5 * 365) return '1-5y';
  return '5-18y';
};
const count = <K extends string>(key: (c: TriageCase) => K): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const c of TRIAGE_HOLDOUT) out[key(c)] = (out[key(c)] ?? 0) + 1;
  return out;
};
const EMERGENCY: readonly TriageLevel[] = ['emergency_ambulance', 'emergency'];
const WARNING_LEVELS: readonly TriageLevel[] = [...EMERGENCY, 'consultation_24'];
/** A parent saying a sign is absent: 没抽, 也没吐, 不喘, 没见出血点, 不是抽 … */
const NEGATION =
  /(没|没有|不|未|无|不是)(见|见过)?(抽|吐|烧|发烧|发热|喘|血|出血点|起|哭闹|憋|流|肿|晕|犯困|咳|带血|生病)/;

describe('TRIAGE_HOLDOUT', () => {
  it('has 60 cases with unique h- ids that do not clash with TRIAGE_CASES', () => {
    expect(TRIAGE_HOLDOUT).toHaveLength(60);
    const ids = TRIAGE_HOLDOUT.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^h-[a-z0-9-]+$/);
    const old = new Set(TRIAGE_CASES.map((c) => c.id));
    expect(ids.filter((id) => old.has(id))).toEqual([]);
  });

  it('is balanced across levels', () => {
    const byLevel = count((c) => c.expected);
    expect((byLevel.emergency_ambulance ?? 0) + (byLevel.emergency ?? 0)).toBeGreaterThanOrEqual(20);
    expect(byLevel.emergency_ambulance ?? 0).toBeGreaterThanOrEqual(5);
    expect(byLevel.self_care ?? 0).toBeGreaterThanOrEqual(12);
    expect(byLevel.consultation_24 ?? 0).toBeGreaterThanOrEqual(10);
    expect(byLevel.consultation ?? 0).toBeGreaterThanOrEqual(6);
  });

  it('has at least 6 cases in every age band and no case on the 182/183-day edge', () => {
    const byBand = count((c) => band(c.ageDays));
    for (const b of ['0-28d', '29-90d', '91-365d', '1-5y', '5-18y'] as const) {
      expect(byBand[b] ?? 0, b).toBeGreaterThanOrEqual(6);
    }
    for (const c of TRIAGE_HOLDOUT) {
      expect(Number.isInteger(c.ageDays) && c.ageDays >= 0 && c.ageDays < 18 * 365, c.id).toBe(true);
      const corrected = c.gestationWeeks === undefined ? c.ageDays : c.ageDays - (40 - c.gestationWeeks) * 7;
      expect([182, 183].includes(c.ageDays) || [182, 183].includes(corrected), c.id).toBe(false);
    }
  });

  it('has exactly 2 preterm babies, both under 2 years', () => {
    const preterm = TRIAGE_HOLDOUT.filter((c) => c.gestationWeeks !== undefined);
    expect(preterm).toHaveLength(2);
    for (const c of preterm) {
      expect(c.gestationWeeks ?? 40).toBeLessThan(37);
      expect(c.ageDays).toBeLessThan(2 * 365);
    }
  });

  it('names a warning feature and where it is stated exactly for the warning levels', () => {
    for (const c of TRIAGE_HOLDOUT) {
      if (WARNING_LEVELS.includes(c.expected)) {
        expect(c.redFlag, c.id).toBeTruthy();
        expect(Number.isInteger(c.redFlagAt), c.id).toBe(true);
        expect(c.redFlagAt ?? -1, c.id).toBeGreaterThanOrEqual(0);
        expect(c.redFlagAt ?? Number.POSITIVE_INFINITY, c.id).toBeLessThan(c.messages.length);
      } else {
        expect(c.redFlag, c.id).toBeNull();
        expect(c.redFlagAt, c.id).toBeUndefined();
      }
    }
  });

  it('often states the warning sign late in the chat', () => {
    const late = TRIAGE_HOLDOUT.filter((c) => (c.redFlagAt ?? 0) >= 1);
    expect(late.length).toBeGreaterThanOrEqual(20);
    expect(late.filter((c) => (c.redFlagAt ?? 0) >= 2).length).toBeGreaterThanOrEqual(8);
  });

  it('has several messages per case, none reused, and a named source', () => {
    const seen = new Set<string>();
    for (const c of TRIAGE_HOLDOUT) {
      expect(c.messages.length, c.id).toBeGreaterThanOrEqual(2);
      for (const m of c.messages) {
        expect(m.trim().length, c.id).toBeGreaterThan(0);
        expect(seen.has(m), `${c.id}: ${m}`).toBe(false);
        seen.add(m);
      }
      expect(c.source.length, c.id).toBeGreaterThan(10);
    }
  });

  it('has negations in at least 12 non-emergency cases', () => {
    const negated = TRIAGE_HOLDOUT.filter(
      (c) => !EMERGENCY.includes(c.expected) && c.messages.some((m) => NEGATION.test(m)),
    );
    expect(negated.length).toBeGreaterThanOrEqual(12);
  });
});
