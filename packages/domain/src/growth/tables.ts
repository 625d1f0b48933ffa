/**
 * The shape of the growth reference tables the engine reads. The engine never loads files: the server
 * builds these from the CSVs of @sprout/growth-reference (its `loadGrowthTables`) and passes them in.
 * Keys and units follow the CSVs: `male`/`female`, cm, kg, kg/m², ages in days or months as named.
 */

/** The sex keys of the tables. The clinic's records say 男/女; `tableSex` maps them. */
export type TableSex = 'male' | 'female';

export type BySex<T> = Readonly<Record<TableSex, T>>;

/** Cole's LMS parameters of one row. */
export interface LmsRow {
  readonly L: number;
  readonly M: number;
  readonly S: number;
}

/**
 * LMS rows on an even grid: row i is at x = start + i × step (days, months or cm as the table says).
 * The loader checks the grid; the engine interpolates L, M and S linearly between rows.
 */
export interface LmsTable {
  readonly start: number;
  readonly step: number;
  readonly rows: BySex<readonly LmsRow[]>;
}

/** The seven percentile columns of WS/T 423-2022, in this order. */
export const CENTILE_COLUMNS = [3, 10, 25, 50, 75, 90, 97] as const;
export type Centile = (typeof CENTILE_COLUMNS)[number];

/** One printed row of a percentile table: `values` are P3, P10, P25, P50, P75, P90, P97. */
export interface CentileRow {
  /** Age in months, or length/height in cm, as the table says. */
  readonly x: number;
  readonly values: readonly number[];
}

/** Rows in increasing x. */
export type CentileSeries = readonly CentileRow[];

/** One row of WS/T 612-2018 (height by whole year of age, in cm). */
export interface HeightSdRow {
  readonly ageYears: number;
  readonly sdNeg2: number;
  readonly sdNeg1: number;
  readonly median: number;
  readonly sdPos1: number;
  readonly sdPos2: number;
}

/** One half-year band of WS/T 586-2018 (overweight, obesity) and WS/T 456-2014 (thinness). */
export interface BmiCutoffRow {
  /** The band runs from this age (6.0, 6.5 … 18.0) to the next band's start. */
  readonly bandStartYears: number;
  /** Overweight when BMI ≥ this. */
  readonly overweightFrom: number;
  /** Obesity when BMI ≥ this. */
  readonly obesityFrom: number;
  /** Mild thinness when BMI ≤ this (and above the next); null where WS/T 456 has no band (18.0). */
  readonly thinnessMildTo: number | null;
  /** Moderate or severe thinness when BMI ≤ this; null where WS/T 456 has no band. */
  readonly thinnessModerateSevereTo: number | null;
}

export type BayleyPinneauGroup = 'average' | 'accelerated' | 'retarded';

export interface BayleyPinneauRow {
  readonly boneAgeYears: number;
  /** Percentage of mature height reached at this bone age. */
  readonly pctMatureHeight: number;
}

export interface GrowthTables {
  /** WHO Child Growth Standards 2006, 0–5 years. */
  readonly who2006: {
    /** Daily from day 0; recumbent length for days 0–730, standing height from day 731. */
    readonly lengthHeightForAge: LmsTable;
    readonly weightForAge: LmsTable;
    /** Daily; from length for days 0–730, from height from day 731. */
    readonly bmiForAge: LmsTable;
    readonly headCircumferenceForAge: LmsTable;
    /** By length in cm (45–110, 0.1 cm steps), for children under 2. */
    readonly weightForLength: LmsTable;
    /** By height in cm (65–120, 0.1 cm steps), for children from 2 to 5. */
    readonly weightForHeight: LmsTable;
  };
  /** WHO Growth Reference 2007, 5–19 years, monthly from month 60. */
  readonly who2007: {
    readonly heightForAge: LmsTable;
    /** Only to 120 months: WHO gives no weight-for-age beyond 10 years. */
    readonly weightForAge: LmsTable;
    readonly bmiForAge: LmsTable;
  };
  /** WS/T 423-2022, children under 7: percentiles by age in months (0–81) or by length/height in cm. */
  readonly wst423: {
    readonly weightForAge: BySex<CentileSeries>;
    /** Length before 24 months, height from 24 months. */
    readonly lengthHeightForAge: BySex<CentileSeries>;
    readonly bmiForAge: BySex<CentileSeries>;
    /** 0–36 months only. */
    readonly headCircumferenceForAge: BySex<CentileSeries>;
    /** By length 45–100 cm. */
    readonly weightForLength: BySex<CentileSeries>;
    /** By height 75–130 cm. */
    readonly weightForHeight: BySex<CentileSeries>;
  };
  /**
   * WS/T 423-2022's SD tables (Appendix B): −3, −2, −1, 0, +1, +2, +3 SD by age in months (`values` in
   * that order) on the same rows as the percentile tables: weight and length/height 0–81 months, head
   * circumference 0–36 months. They say how far beyond P3 or P97 a value lies.
   */
  readonly wst423Sd: {
    readonly weightForAge: BySex<CentileSeries>;
    /** Length before 24 months, height from 24 months, as the percentile table. */
    readonly lengthHeightForAge: BySex<CentileSeries>;
    readonly headCircumferenceForAge: BySex<CentileSeries>;
  };
  /** WS/T 612-2018 height by whole year, 7–18 years. */
  readonly wst612: BySex<readonly HeightSdRow[]>;
  /** WS/T 586-2018 and WS/T 456-2014 BMI cut-offs, 6–18 years. */
  readonly bmiCutoffs: BySex<readonly BmiCutoffRow[]>;
  /** Bayley-Pinneau percentage of mature height by bone age (Greulich-Pyle). */
  readonly bayleyPinneau: BySex<Readonly<Record<BayleyPinneauGroup, readonly BayleyPinneauRow[]>>>;
}
