import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BABY_RULES,
  BAYLEY_PINNEAU_GROUP_YEARS,
  BAYLEY_PINNEAU_PLUS_MINUS_CM,
  BMI_CUTOFF_SOURCE,
  BONE_AGE_MAX_DISTANCE_DAYS,
  CENTILE_COLUMNS,
  CORRECTED_AGE_UNTIL_DAYS,
  CROSSING_MIN_AGE_DAYS,
  CROSSING_MIN_LINES,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  GENETIC_BAND_CM,
  HEIGHT_CHECK_SOURCE,
  HEIGHT_MEASUREMENT_TOLERANCE_CM,
  LENGTH_HEIGHT_DIFFERENCE_CM,
  MIN_VELOCITY_INTERVAL_DAYS,
  PREDICTION_FROM_AGE_DAYS,
  PUBERTY_ONSET_SOURCE,
  PUBERTY_POSSIBLE_FROM_YEARS,
  SLOW_GROWTH_MAX_INTERVAL_DAYS,
  SLOW_GROWTH_MIN_INTERVAL_DAYS,
  SLOW_GROWTH_SOURCE,
  SLOW_GROWTH_THRESHOLDS,
  STANDING_FROM_AGE_DAYS,
  TERM_GESTATION_DAYS,
  UNDER_3_MONTHS_MAX_DAYS,
  UNDER_6_MONTHS_MAX_DAYS,
} from '@sprout/domain';
import { describe, expect, it } from 'vitest';
import { IMPLAUSIBLE_Z } from '../apps/api/src/modules/growth/measurement-bounds.ts';
import { MEASUREMENT_LIMITS } from '../packages/contract/src/growth-fields.ts';

/**
 * docs/CLINICAL-RULES.md lists every clinical rule with its figure, source, code and test (quality bar C6).
 * This keeps the page from going stale: a figure written `NAME = value` must equal the constant, every
 * constant below must be on the page, every `path:Name` must still declare that name, and every test the
 * page names must still be in its file.
 */

const root = join(import.meta.dirname, '..');
const doc = readFileSync(join(root, 'docs/CLINICAL-RULES.md'), 'utf8');

/** The constants the page states, by the name it writes them under. */
const CONSTANTS = {
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  STANDING_FROM_AGE_DAYS,
  LENGTH_HEIGHT_DIFFERENCE_CM,
  CENTILE_COLUMNS,
  'IMPLAUSIBLE_Z.lengthHeightForAge.low': IMPLAUSIBLE_Z.lengthHeightForAge.low,
  'IMPLAUSIBLE_Z.lengthHeightForAge.high': IMPLAUSIBLE_Z.lengthHeightForAge.high,
  'IMPLAUSIBLE_Z.weightForAge.low': IMPLAUSIBLE_Z.weightForAge.low,
  'IMPLAUSIBLE_Z.weightForAge.high': IMPLAUSIBLE_Z.weightForAge.high,
  'IMPLAUSIBLE_Z.bmiForAge.low': IMPLAUSIBLE_Z.bmiForAge.low,
  'IMPLAUSIBLE_Z.bmiForAge.high': IMPLAUSIBLE_Z.bmiForAge.high,
  'IMPLAUSIBLE_Z.headCircumferenceForAge.low': IMPLAUSIBLE_Z.headCircumferenceForAge.low,
  'IMPLAUSIBLE_Z.headCircumferenceForAge.high': IMPLAUSIBLE_Z.headCircumferenceForAge.high,
  'BABY_RULES.pretermBeforeWeeks': BABY_RULES.pretermBeforeWeeks,
  TERM_GESTATION_DAYS,
  CORRECTED_AGE_UNTIL_DAYS,
  'MEASUREMENT_LIMITS.heightCm.min': MEASUREMENT_LIMITS.heightCm.min,
  'MEASUREMENT_LIMITS.heightCm.max': MEASUREMENT_LIMITS.heightCm.max,
  'BABY_RULES.smallestWeightKg': BABY_RULES.smallestWeightKg,
  'MEASUREMENT_LIMITS.weightKg.max': MEASUREMENT_LIMITS.weightKg.max,
  'MEASUREMENT_LIMITS.headCircumferenceCm.min': MEASUREMENT_LIMITS.headCircumferenceCm.min,
  'MEASUREMENT_LIMITS.headCircumferenceCm.max': MEASUREMENT_LIMITS.headCircumferenceCm.max,
  'MEASUREMENT_LIMITS.bmi.min': MEASUREMENT_LIMITS.bmi.min,
  'MEASUREMENT_LIMITS.bmi.max': MEASUREMENT_LIMITS.bmi.max,
  'BABY_RULES.gestationalWeeks.min': BABY_RULES.gestationalWeeks.min,
  'BABY_RULES.gestationalWeeks.max': BABY_RULES.gestationalWeeks.max,
  'BABY_RULES.parentHeightCm.min': BABY_RULES.parentHeightCm.min,
  'BABY_RULES.parentHeightCm.max': BABY_RULES.parentHeightCm.max,
  'BABY_RULES.maxAgeYears': BABY_RULES.maxAgeYears,
  MIN_VELOCITY_INTERVAL_DAYS,
  HEIGHT_MEASUREMENT_TOLERANCE_CM,
  HEIGHT_CHECK_SOURCE,
  BMI_CUTOFF_SOURCE,
  CROSSING_MIN_LINES,
  CROSSING_MIN_AGE_DAYS,
  'SLOW_GROWTH_THRESHOLDS.under3': SLOW_GROWTH_THRESHOLDS.under3,
  'SLOW_GROWTH_THRESHOLDS.prepubertal': SLOW_GROWTH_THRESHOLDS.prepubertal,
  'SLOW_GROWTH_THRESHOLDS.puberty': SLOW_GROWTH_THRESHOLDS.puberty,
  'SLOW_GROWTH_THRESHOLDS.pubertyUnknown': SLOW_GROWTH_THRESHOLDS.pubertyUnknown,
  SLOW_GROWTH_SOURCE,
  'PUBERTY_POSSIBLE_FROM_YEARS.女': PUBERTY_POSSIBLE_FROM_YEARS.女,
  'PUBERTY_POSSIBLE_FROM_YEARS.男': PUBERTY_POSSIBLE_FROM_YEARS.男,
  PUBERTY_ONSET_SOURCE,
  SLOW_GROWTH_MIN_INTERVAL_DAYS,
  SLOW_GROWTH_MAX_INTERVAL_DAYS,
  GENETIC_BAND_CM,
  PREDICTION_FROM_AGE_DAYS,
  BONE_AGE_MAX_DISTANCE_DAYS,
  BAYLEY_PINNEAU_GROUP_YEARS,
  BAYLEY_PINNEAU_PLUS_MINUS_CM,
  UNDER_3_MONTHS_MAX_DAYS,
  UNDER_6_MONTHS_MAX_DAYS,
};

/** Every `NAME = value` code span of a page: name (with its .key path) and the value as JSON. */
const statedFigures = (text) =>
  [...text.matchAll(/`([A-Z][A-Z0-9_]*(?:\.[^\s=`.]+)*) = ([^`]+)`/g)].map((m) => ({
    name: m[1],
    raw: m[2],
  }));

/** Every `path:Name` code span: a source file and a name it should declare. */
const codeRefs = (text) =>
  [...text.matchAll(/`((?:apps|packages|scripts)\/[^\s`:]+\.(?:ts|tsx|mjs)):([A-Za-z_$][\w$]*)`/g)].map(
    (m) => ({ file: m[1], name: m[2] }),
  );

/** Every plain repository path in a code span (a file the page points at). */
const pathRefs = (text) =>
  [...text.matchAll(/`((?:apps|packages|scripts|e2e|docs)\/[^\s`:]+\.[a-z]+)`/g)].map((m) => m[1]);

/** Every test the page names: `file` “name”, the name being a test's or describe's title. */
const testRefs = (text) =>
  [...text.matchAll(/`([^\s`]+\.(?:test|int\.test|spec)\.(?:ts|tsx|mjs))` “([^”]+)”/g)].map((m) => ({
    file: m[1],
    // A | inside a table cell is written \| in Markdown.
    name: m[2].replaceAll('\\|', '|'),
  }));

const parse = (raw) => {
  try {
    return JSON.parse(raw);
  } catch {
    return Symbol(`not JSON: ${raw}`);
  }
};

describe('docs/CLINICAL-RULES.md', () => {
  it('states every checked constant at least once', () => {
    const stated = new Set(statedFigures(doc).map((f) => f.name));
    const missing = Object.keys(CONSTANTS).filter((name) => !stated.has(name));
    expect(missing).toEqual([]);
  });

  it('states each constant as the code has it today', () => {
    const figures = statedFigures(doc);
    expect(figures.length).toBeGreaterThan(Object.keys(CONSTANTS).length);
    const wrong = figures
      .filter(
        (f) =>
          !Object.hasOwn(CONSTANTS, f.name) ||
          !Object.is(JSON.stringify(parse(f.raw)), JSON.stringify(CONSTANTS[f.name])),
      )
      .map((f) =>
        Object.hasOwn(CONSTANTS, f.name)
          ? `${f.name}: page says ${f.raw}, code has ${JSON.stringify(CONSTANTS[f.name])}`
          : `${f.name}: stated on the page but not checked here (add it to CONSTANTS)`,
      );
    expect(wrong).toEqual([]);
  });

  it('points at code that still declares the names it gives', () => {
    const refs = codeRefs(doc);
    expect(refs.length).toBeGreaterThan(50);
    const stale = refs.filter(({ file, name }) => {
      const path = join(root, file);
      if (!existsSync(path)) return true;
      const declares = new RegExp(
        `(?:const|let|function|interface|type|class)\\s+${name.replace('$', '\\$')}\\b`,
      );
      return !declares.test(readFileSync(path, 'utf8'));
    });
    expect(stale.map((r) => `${r.file}:${r.name}`)).toEqual([]);
  });

  it('points at files that exist', () => {
    const missing = pathRefs(doc).filter((file) => !existsSync(join(root, file)));
    expect(missing).toEqual([]);
  });

  it('names tests that are still in their files', () => {
    const refs = testRefs(doc);
    expect(refs.length).toBeGreaterThan(80);
    const stale = refs.filter(({ file, name }) => {
      const path = join(root, file);
      return !existsSync(path) || !readFileSync(path, 'utf8').includes(name);
    });
    expect(stale.map((r) => `${r.file} “${r.name}”`)).toEqual([]);
  });

  it('catches a stale figure (the check itself can fail)', () => {
    const stale = statedFigures('`MIN_VELOCITY_INTERVAL_DAYS = 60` and `PUBERTY_POSSIBLE_FROM_YEARS.女 = 8`');
    expect(stale).toEqual([
      { name: 'MIN_VELOCITY_INTERVAL_DAYS', raw: '60' },
      { name: 'PUBERTY_POSSIBLE_FROM_YEARS.女', raw: '8' },
    ]);
    for (const f of stale) expect(parse(f.raw)).not.toBe(CONSTANTS[f.name]);
  });
});
