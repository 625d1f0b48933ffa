import { describe, expect, it } from 'vitest';
import { type ConsultTypeCode, TRIAGE_CASES, type TriageCase, type TriageLevel } from './triage-cases.ts';

// Checks the case set's own requirements only (counts, bands, coverage, shape). No engine is imported.

const BANDS = [
  { name: '0-28 days', min: 0, max: 28 },
  { name: '29-90 days', min: 29, max: 90 },
  { name: '91-365 days', min: 91, max: 365 },
  { name: '1-5 years', min: 366, max: 1825 },
  { name: '5-18 years', min: 1826, max: 6570 },
] as const;

const EMERGENCY_LEVELS: readonly TriageLevel[] = ['emergency_ambulance', 'emergency'];
const NON_URGENT_LEVELS: readonly TriageLevel[] = ['consultation_24', 'consultation', 'self_care'];

/** NICE NG143 age bands used by the header: <= 90 days is "0–3 months", 91–182 "3–6 months". */
const niceBand = (days: number): string =>
  days <= 90 ? '0-3m' : days <= 182 ? '3-6m' : days <= 365 ? '6-12m' : '>12m';
const correctedDays = (c: TriageCase): number =>
  c.gestationWeeks === undefined ? c.ageDays : c.ageDays - (40 - c.gestationWeeks) * 7;

const byId = (id: string): TriageCase => {
  const found = TRIAGE_CASES.find((c) => c.id === id);
  if (!found) throw new Error(`no case ${id}`);
  return found;
};
const text = (c: TriageCase): string => c.messages.join('\n');

describe('TRIAGE_CASES shape', () => {
  it('has at least 90 cases with unique kebab-case ids', () => {
    expect(TRIAGE_CASES.length).toBeGreaterThanOrEqual(90);
    const ids = TRIAGE_CASES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has well-formed fields', () => {
    for (const c of TRIAGE_CASES) {
      expect(Number.isInteger(c.ageDays), c.id).toBe(true);
      expect(c.ageDays, c.id).toBeGreaterThanOrEqual(0);
      expect(c.ageDays, c.id).toBeLessThanOrEqual(6570);
      expect(c.messages.length, c.id).toBeGreaterThan(0);
      for (const m of c.messages) expect(m.trim().length, c.id).toBeGreaterThan(0);
      expect(c.source.trim().length, c.id).toBeGreaterThan(10);
      if (c.gestationWeeks !== undefined) {
        expect(c.gestationWeeks, c.id).toBeLessThan(37);
        expect(c.gestationWeeks, c.id).toBeGreaterThanOrEqual(22);
      }
    }
  });

  it('sets redFlagAt exactly when redFlag is set, inside the messages', () => {
    for (const c of TRIAGE_CASES) {
      if (c.redFlag === null) {
        expect(c.redFlagAt, c.id).toBeUndefined();
      } else {
        expect(c.redFlag, c.id).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
        expect(c.redFlagAt, c.id).toBeDefined();
        expect(Number.isInteger(c.redFlagAt), c.id).toBe(true);
        expect(c.redFlagAt ?? -1, c.id).toBeGreaterThanOrEqual(0);
        expect(c.redFlagAt ?? Number.POSITIVE_INFINITY, c.id).toBeLessThan(c.messages.length);
      }
    }
  });

  it('gives every emergency-level and consultation_24 case a flag, and none to consultation or self_care', () => {
    for (const c of TRIAGE_CASES) {
      if (c.expected === 'consultation' || c.expected === 'self_care') expect(c.redFlag, c.id).toBeNull();
      else expect(c.redFlag, c.id).not.toBeNull();
    }
  });
});

describe('TRIAGE_CASES coverage', () => {
  it('has at least a quarter at emergency or emergency_ambulance', () => {
    const urgent = TRIAGE_CASES.filter((c) => EMERGENCY_LEVELS.includes(c.expected)).length;
    expect(urgent * 4).toBeGreaterThanOrEqual(TRIAGE_CASES.length);
  });

  it('uses every level', () => {
    const levels = new Set(TRIAGE_CASES.map((c) => c.expected));
    expect([...levels].sort()).toEqual(
      ['consultation', 'consultation_24', 'emergency', 'emergency_ambulance', 'self_care'].sort(),
    );
  });

  it('covers every age band with at least 6 cases', () => {
    for (const band of BANDS) {
      const n = TRIAGE_CASES.filter((c) => c.ageDays >= band.min && c.ageDays <= band.max).length;
      expect(n, band.name).toBeGreaterThanOrEqual(6);
    }
  });

  it('has at least 3 preterm babies under 2 years whose corrected age changes the NICE age band', () => {
    const preterm = TRIAGE_CASES.filter((c) => c.gestationWeeks !== undefined);
    for (const c of preterm) expect(c.ageDays, c.id).toBeLessThan(730);
    const bandChanged = preterm.filter((c) => niceBand(correctedDays(c)) !== niceBand(c.ageDays));
    expect(bandChanged.length).toBeGreaterThanOrEqual(3);
  });

  it('represents all nine consultation types', () => {
    const types: ConsultTypeCode[] = [
      'fever',
      'respiratory',
      'vomitDiarrhoea',
      'rash',
      'feeding',
      'growth',
      'medicine',
      'injury',
      'other',
    ];
    for (const t of types)
      expect(
        TRIAGE_CASES.some((c) => c.type === t),
        t,
      ).toBe(true);
  });

  it('names every NICE NG143 red and amber feature and every IMCI general danger sign', () => {
    const flags = new Set(TRIAGE_CASES.map((c) => c.redFlag));
    const required: Record<string, string[]> = {
      // NG143 red
      'pale/mottled/ashen': ['pale_mottled_skin'],
      blue: ['cyanosis', 'apnoea', 'grunting'],
      'no response to social cues': ['no_response_to_social_cues'],
      'appears ill to a healthcare professional': ['appears_ill_to_clinician'],
      'does not wake': ['unrousable'],
      'if roused does not stay awake': ['does_not_stay_awake'],
      'weak cry': ['weak_cry'],
      'high-pitched cry': ['high_pitched_cry'],
      'continuous cry': ['continuous_cry'],
      grunting: ['grunting'],
      'RR > 60': ['tachypnoea_over_60'],
      'chest indrawing': ['chest_indrawing'],
      'reduced skin turgor': ['reduced_skin_turgor'],
      '0-3 months >= 38': ['fever_under_3_months'],
      'non-blanching rash': ['non_blanching_rash'],
      'bulging fontanelle': ['bulging_fontanelle'],
      'neck stiffness': ['neck_stiffness'],
      'status epilepticus': ['status_epilepticus'],
      'focal neurological signs': ['focal_neurological_signs'],
      'focal seizures': ['focal_seizure'],
      // NG143 amber
      pallor: ['pallor'],
      'not responding normally / no smile': ['reduced_response_to_social_cues'],
      'wakes only with prolonged stimulation': ['wakes_only_with_prolonged_stimulation'],
      'decreased activity': ['decreased_activity'],
      'nasal flaring': ['nasal_flaring'],
      tachypnoea: ['tachypnoea'],
      'SpO2 <= 95%': ['spo2_95_or_less'],
      crackles: ['crackles'],
      tachycardia: ['tachycardia'],
      'capillary refill >= 3 s': ['capillary_refill_3s'],
      'dry mucous membranes': ['dry_mucous_membranes'],
      'poor feeding in infants': ['poor_feeding_infant'],
      'reduced urine output': ['reduced_urine_output'],
      '3-6 months >= 39': ['fever_39_age_3_6_months'],
      'fever >= 5 days': ['fever_5_days'],
      rigors: ['rigors'],
      'swelling of a limb or joint': ['limb_joint_swelling'],
      'not using a limb': ['not_using_limb'],
      // IMCI general danger signs
      'unable to drink': ['unable_to_drink'],
      'unable to breastfeed': ['unable_to_breastfeed'],
      'vomits everything': ['vomits_everything'],
      'convulsions (had)': ['seizure'],
      'convulsing now': ['seizure_now'],
      'lethargic or unconscious': ['lethargic_unresponsive', 'unrousable'],
    };
    for (const [feature, keys] of Object.entries(required)) {
      expect(
        keys.some((k) => flags.has(k)),
        feature,
      ).toBe(true);
    }
  });

  it('has at least 12 cases with negated red-flag words that stay below the emergency levels', () => {
    const negated =
      /(没有?|不|无)(抽|喘|吐|发烧|烧|皮疹|晕|紫|哼|凹|硬|血|头疼|是喷|是绿|是抽)|大便里?没有?血|会变白|会褪色/;
    const cases = TRIAGE_CASES.filter((c) => NON_URGENT_LEVELS.includes(c.expected) && negated.test(text(c)));
    expect(cases.length).toBeGreaterThanOrEqual(12);
  });

  it('has at least 10 red-flag cases in colloquial words', () => {
    const colloquial =
      /抽了|在抽|翻白眼|发紫|叫不醒|叫不应|喘不上气|吃了电池|蔫蔫|软绵绵|花花的|信门|蛋蛋|吐了好几次|吃什么吐什么|没尿|像狗叫|喝不进去|吭吭/;
    const cases = TRIAGE_CASES.filter((c) => c.redFlag !== null && colloquial.test(text(c)));
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  it('has at least 5 cases with typos, Chinese-word numbers or ℃', () => {
    const written = /[三四]十[一二三四五六七八九]?度[一二三四五六七八九]?|℃|发骚|信门/;
    expect(TRIAGE_CASES.filter((c) => written.test(text(c))).length).toBeGreaterThanOrEqual(5);
  });

  it('has multi-message cases where the flag comes only in a later answer', () => {
    const later = TRIAGE_CASES.filter((c) => (c.redFlagAt ?? 0) > 0);
    expect(later.length).toBeGreaterThanOrEqual(10);
    expect(later.some((c) => (c.redFlagAt ?? 0) >= 2)).toBe(true);
  });
});

describe('TRIAGE_CASES boundaries', () => {
  it('89 and 90 days at 38.0 °C are both 0–3 months (ageDays <= 90); 91 days is not', () => {
    expect(byId('fever-89d-38-0')).toMatchObject({ ageDays: 89, expected: 'emergency' });
    expect(byId('fever-90d-38-0')).toMatchObject({ ageDays: 90, expected: 'emergency' });
    expect(byId('fever-91d-38-0')).toMatchObject({ ageDays: 91, expected: 'self_care' });
  });

  it('37.9 vs 38.0 °C at 60 days', () => {
    expect(byId('fever-60d-37-9')).toMatchObject({ ageDays: 60, expected: 'self_care' });
    expect(byId('fever-60d-38-0')).toMatchObject({ ageDays: 60, expected: 'emergency' });
  });

  it('38.9 vs 39.0 °C at 3–6 months', () => {
    expect(byId('fever-120d-38-9')).toMatchObject({ ageDays: 120, expected: 'self_care' });
    expect(byId('fever-120d-39-0')).toMatchObject({ ageDays: 120, expected: 'consultation_24' });
  });

  it('fever day 4 vs day 5', () => {
    expect(byId('fever-2y-day4-green').expected).toBe('consultation');
    expect(byId('fever-2y-day5')).toMatchObject({ expected: 'consultation_24', redFlag: 'fever_5_days' });
  });
});
