import { numericValue, type ResultFlag, type ResultInput } from '@sprout/contract';

/** A result row as stored: the value as written, its number if any, the judgement, the range text. */
export interface JudgedResult {
  itemName: string;
  itemCode: string | null;
  valueText: string;
  valueNumber: number | null;
  unit: string | null;
  refLow: number | null;
  refHigh: number | null;
  rangeText: string | null;
  flag: ResultFlag | null;
}

/**
 * Out of range is strictly beyond a limit: a value equal to the low or high limit is normal, as on
 * the laboratories' own sheets. A text result is abnormal only when staff say so.
 */
export const flagOf = (
  value: number | null,
  refLow: number | null,
  refHigh: number | null,
  markedAbnormal: boolean,
): ResultFlag | null => {
  if (value === null) return markedAbnormal ? 'abnormal' : null;
  if (refHigh !== null && value > refHigh) return 'high';
  if (refLow !== null && value < refLow) return 'low';
  return null;
};

/** The range for display when staff gave none in words: 3.5-9.5, ≤10, ≥1.2. */
export const rangeTextOf = (refLow: number | null, refHigh: number | null): string | null => {
  if (refLow !== null && refHigh !== null) return `${refLow}-${refHigh}`;
  if (refHigh !== null) return `≤${refHigh}`;
  if (refLow !== null) return `≥${refLow}`;
  return null;
};

export const judgeResult = (r: ResultInput): JudgedResult => {
  const valueNumber = numericValue(r.value);
  const refLow = r.refLow ?? null;
  const refHigh = r.refHigh ?? null;
  return {
    itemName: r.itemName,
    itemCode: r.itemCode || null,
    valueText: typeof r.value === 'number' ? String(r.value) : r.value,
    valueNumber,
    unit: r.unit || null,
    refLow,
    refHigh,
    rangeText: r.rangeText || rangeTextOf(refLow, refHigh),
    flag: flagOf(valueNumber, refLow, refHigh, r.abnormal === true),
  };
};
