import type { Sex } from '../baby-profile.ts';
import { GROWTH_CHART_SLOTS_PER_MONTH } from '../spec-constants.ts';
import { tableSex } from './assess.ts';
import { type ChartRange, chartSlot, chartSlotCount, type Posture } from './growth-age.ts';
import {
  type AgeIndicator,
  type GrowthGap,
  type GrowthReference,
  type ReferenceSource,
  referenceAtAge,
  referenceAtLength,
} from './reference.ts';
import { valueAtCentile } from './score.ts';
import { CENTILE_COLUMNS, type Centile, type GrowthTables } from './tables.ts';

export interface StandardPoint {
  /** The chart slot (0 … 6696). */
  slot: number;
  ageDays: number;
  /** Rounded to 0.01 (cm, kg, kg/m²). */
  value: number;
}

export interface StandardLine {
  centile: Centile;
  points: StandardPoint[];
}

/** A run of slots drawn from one source: a chart can mark where the source changes. */
export interface SourceSegment {
  source: ReferenceSource;
  fromSlot: number;
  toSlot: number;
}

export interface StandardLines {
  reference: GrowthReference;
  indicator: AgeIndicator;
  sex: Sex;
  range: ChartRange;
  /** P3, P10, P25, P50, P75, P90, P97; each has a point at every sampled slot a reference covers. */
  lines: StandardLine[];
  segments: SourceSegment[];
  /** Each distinct gap once (fallbacks to WHO, ages with no reference). */
  gaps: GrowthGap[];
}

export interface StandardLinesInput {
  reference: GrowthReference;
  indicator: AgeIndicator;
  sex: Sex;
  range: ChartRange;
  /**
   * Sample every n-th slot of the grid (the last slot is always included). Default 31: one point a
   * month, each on one of WHO's exact months and so on every age WS/T 423 prints. 1 gives every slot.
   */
  stepSlots?: number;
}

const round2 = (v: number): number => Math.round(v * 100) / 100;

/** The sampled slots of a range: 0, step, 2·step, …, and the last slot. */
const sampledSlots = (range: ChartRange, step: number): number[] => {
  const count = chartSlotCount(range);
  const slots: number[] = [];
  for (let s = 0; s < count; s += step) slots.push(s);
  if (slots[slots.length - 1] !== count - 1) slots.push(count - 1);
  return slots;
};

/**
 * The standard lines of a growth chart on the spec's grid, as structured points. Where the chosen
 * reference has no curve the lines carry the fallback's values and the gap says so; where nothing
 * covers an age the lines simply have no point there.
 */
export const standardLines = (tables: GrowthTables, input: StandardLinesInput): StandardLines => {
  const { reference, indicator, sex, range } = input;
  const step = input.stepSlots ?? GROWTH_CHART_SLOTS_PER_MONTH;
  if (!Number.isInteger(step) || step < 1)
    throw new RangeError(`stepSlots must be a whole number ≥ 1: ${step}`);
  const lines: StandardLine[] = CENTILE_COLUMNS.map((centile) => ({ centile, points: [] }));
  const segments: SourceSegment[] = [];
  const gaps = new Map<string, GrowthGap>();
  for (const slot of sampledSlots(range, step)) {
    const { ageDays } = chartSlot(slot);
    const lookup = referenceAtAge(tables, reference, indicator, tableSex(sex), ageDays);
    for (const g of lookup.gaps) gaps.set(g.message, g);
    const point = lookup.point;
    if (!point) continue;
    const last = segments[segments.length - 1];
    if (last && last.source === point.source) last.toSlot = slot;
    else segments.push({ source: point.source, fromSlot: slot, toSlot: slot });
    lines.forEach((line) => {
      line.points.push({ slot, ageDays, value: round2(valueAtCentile(point, line.centile)) });
    });
  }
  return { reference, indicator, sex, range, lines, segments, gaps: [...gaps.values()] };
};

export interface LengthLinePoint {
  lengthHeightCm: number;
  value: number;
}

/**
 * Weight-for-length (posture 'lying', under 2 years) or weight-for-height ('standing') lines by cm,
 * every `stepCm` (default 1 cm, the step WS/T 423 prints), over the range the reference covers.
 */
export const weightForLengthLines = (
  tables: GrowthTables,
  input: { reference: GrowthReference; sex: Sex; posture: Posture; stepCm?: number },
): { centile: Centile; points: LengthLinePoint[] }[] => {
  const step = input.stepCm ?? 1;
  // Any age of the right posture selects the table; 1 day (lying) or 3 years (standing).
  const ageDays = input.posture === 'lying' ? 1 : 1096;
  const lines = CENTILE_COLUMNS.map((centile) => ({ centile, points: [] as LengthLinePoint[] }));
  for (let tenths = 400; tenths <= 1400; tenths += Math.round(step * 10)) {
    const cm = tenths / 10;
    const { point } = referenceAtLength(tables, input.reference, tableSex(input.sex), ageDays, cm);
    if (!point) continue;
    for (const line of lines)
      line.points.push({ lengthHeightCm: cm, value: round2(valueAtCentile(point, line.centile)) });
  }
  return lines;
};
