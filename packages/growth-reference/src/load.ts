// Reads the growth reference CSVs of ../data into the typed tables the growth engine of @sprout/domain
// takes. Server-side only (node:fs); the engine itself never touches files.
//
// The CSVs are plain: comma-separated numbers and words, CRLF line ends, one header line, no line
// breaks inside fields. Exactly one field in all of them is quoted: the check_note of girls' 13.0-year
// band in the BMI cut-off file, which holds commas. So the parser below understands double-quoted
// fields (with "" for a quote) and nothing more; it refuses a line whose quotes do not close.
import { readFileSync } from 'node:fs';
import type {
  BayleyPinneauGroup,
  BayleyPinneauRow,
  BmiCutoffRow,
  BySex,
  CentileRow,
  CentileSeries,
  GrowthTables,
  HeightSdRow,
  LmsRow,
  LmsTable,
  TableSex,
} from '@sprout/domain';

export const GROWTH_DATA_DIR = new URL('../data/', import.meta.url);

export const GROWTH_FILES = {
  whoLengthHeight: 'who2006_length_height_for_age_lms_daily.csv',
  whoWeight: 'who2006_weight_for_age_lms_daily.csv',
  whoBmi: 'who2006_bmi_for_age_lms_daily.csv',
  whoHead: 'who2006_head_circumference_for_age_lms_daily.csv',
  whoWeightForLength: 'who2006_weight_for_length_lms.csv',
  whoWeightForHeight: 'who2006_weight_for_height_lms.csv',
  who2007Height: 'who2007_height_for_age_lms_monthly.csv',
  who2007Weight: 'who2007_weight_for_age_lms_monthly.csv',
  who2007Bmi: 'who2007_bmi_for_age_lms_monthly.csv',
  wst423: 'cn_wst423_2022_percentiles.csv',
  wst423Sd: 'cn_wst423_2022_sd_weight_height_head.csv',
  wst612: 'cn_wst612_2018_height_sd_7_18y.csv',
  bmiCutoffs: 'cn_wst586_2018_wst456_2014_bmi_cutoffs_6_18y.csv',
  bayleyPinneau: 'bayley_pinneau_percent_mature_height.csv',
} as const;

/** One parsed CSV: each row as a record keyed by the header's column names. */
export interface Csv {
  file: string;
  header: string[];
  rows: Record<string, string>[];
}

const splitLine = (line: string, where: string): string[] => {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  if (quoted) throw new Error(`${where}: unclosed quote`);
  fields.push(field);
  return fields;
};

/** Parses CSV text (header line first). Blank lines are skipped; a row with the wrong width is refused. */
export const parseCsv = (text: string, file = 'csv'): Csv => {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const first = lines[0];
  if (first === undefined) throw new Error(`${file}: empty`);
  const header = splitLine(first, `${file}:1`);
  const rows = lines.slice(1).map((line, i) => {
    const where = `${file}:${i + 2}`;
    const fields = splitLine(line, where);
    if (fields.length !== header.length)
      throw new Error(`${where}: ${fields.length} fields, header has ${header.length}`);
    return Object.fromEntries(header.map((name, c) => [name, fields[c] ?? '']));
  });
  return { file, header, rows };
};

const readCsv = (dir: URL, file: string, expectedHeader: readonly string[]): Csv => {
  const csv = parseCsv(readFileSync(new URL(file, dir), 'utf8'), file);
  const missing = expectedHeader.filter((h) => !csv.header.includes(h));
  if (missing.length > 0) throw new Error(`${file}: missing columns ${missing.join(', ')}`);
  return csv;
};

const num = (csv: Csv, row: Record<string, string>, column: string): number => {
  const text = row[column] ?? '';
  const v = Number(text);
  if (text.trim() === '' || !Number.isFinite(v))
    throw new Error(`${csv.file}: ${column} is not a number: "${text}"`);
  return v;
};

const numOrNull = (csv: Csv, row: Record<string, string>, column: string): number | null =>
  (row[column] ?? '').trim() === '' ? null : num(csv, row, column);

const sexOf = (csv: Csv, row: Record<string, string>): TableSex => {
  const s = row.sex;
  if (s === 'male' || s === 'female') return s;
  throw new Error(`${csv.file}: unknown sex "${s}"`);
};

const bySex = <T>(
  csv: Csv,
  rows: Record<string, string>[],
  map: (row: Record<string, string>) => T,
): BySex<T[]> => {
  const out: { male: T[]; female: T[] } = { male: [], female: [] };
  for (const row of rows) out[sexOf(csv, row)].push(map(row));
  return out;
};

/**
 * An LMS file as an even grid: checks that both sexes start at `start` and step by `step` with no row
 * missing, and (for the length/height and BMI files) that `measure` is length to day 730, height after.
 */
const lmsTable = (
  dir: URL,
  file: string,
  xColumn: string,
  start: number,
  step: number,
  measureSwitch = false,
): LmsTable => {
  const csv = readCsv(dir, file, ['sex', xColumn, 'L', 'M', 'S', ...(measureSwitch ? ['measure'] : [])]);
  const xs: BySex<number[]> = bySex(csv, csv.rows, (r) => num(csv, r, xColumn));
  for (const sex of ['male', 'female'] as const) {
    xs[sex].forEach((x, i) => {
      const expected = start + i * step;
      if (Math.abs(x - expected) > 1e-6)
        throw new Error(`${file}: ${sex} row ${i} is at ${x}, expected ${expected}`);
    });
  }
  if (measureSwitch) {
    for (const row of csv.rows) {
      const expected = num(csv, row, xColumn) <= 730 ? 'length' : 'height';
      if (row.measure !== expected)
        throw new Error(`${file}: day ${row[xColumn]} is ${row.measure}, expected ${expected}`);
    }
  }
  const rows = bySex<LmsRow>(csv, csv.rows, (r) => ({
    L: num(csv, r, 'L'),
    M: num(csv, r, 'M'),
    S: num(csv, r, 'S'),
  }));
  if (rows.male.length === 0 || rows.male.length !== rows.female.length)
    throw new Error(`${file}: sexes differ in length`);
  return { start, step, rows };
};

const CENTILE_HEADERS = ['P3', 'P10', 'P25', 'P50', 'P75', 'P90', 'P97'] as const;
const SD_HEADERS = ['SD_neg3', 'SD_neg2', 'SD_neg1', 'SD0', 'SD_pos1', 'SD_pos2', 'SD_pos3'] as const;

/**
 * One series per indicator and sex of a WS/T 423 file: rows in increasing x, the columns (percentiles
 * or SDs) increasing across each row.
 */
const wst423Series = (csv: Csv, columns: readonly string[]) => {
  return (indicator: string): BySex<CentileSeries> => {
    const rows = csv.rows.filter((r) => r.indicator === indicator);
    if (rows.length === 0) throw new Error(`${csv.file}: no rows for ${indicator}`);
    const out = bySex<CentileRow>(csv, rows, (r) => ({
      x: num(csv, r, 'x'),
      values: columns.map((c) => num(csv, r, c)),
    }));
    for (const sex of ['male', 'female'] as const) {
      out[sex].forEach((row, i) => {
        const prev = out[sex][i - 1];
        if (prev && !(row.x > prev.x))
          throw new Error(`${csv.file}: ${indicator} ${sex} x not increasing at ${row.x}`);
        row.values.forEach((v, c) => {
          const left = row.values[c - 1];
          if (left !== undefined && !(v > left))
            throw new Error(`${csv.file}: ${indicator} ${sex} ${row.x}: columns not increasing`);
        });
      });
    }
    return out;
  };
};

/** WS/T 423: the percentile tables (Appendix A). */
const wst423 = (dir: URL): GrowthTables['wst423'] => {
  const csv = readCsv(dir, GROWTH_FILES.wst423, ['indicator', 'sex', 'x', ...CENTILE_HEADERS]);
  const series = wst423Series(csv, CENTILE_HEADERS);
  return {
    weightForAge: series('weight_for_age'),
    lengthHeightForAge: series('length_height_for_age'),
    bmiForAge: series('bmi_for_age'),
    headCircumferenceForAge: series('head_circumference_for_age'),
    weightForLength: series('weight_for_length'),
    weightForHeight: series('weight_for_height'),
  };
};

/** WS/T 423: the SD tables (Appendix B) for weight, length/height and head circumference by age. */
const wst423Sd = (dir: URL): GrowthTables['wst423Sd'] => {
  const csv = readCsv(dir, GROWTH_FILES.wst423Sd, ['indicator', 'sex', 'x_type', 'x', ...SD_HEADERS]);
  const notByAge = csv.rows.find((r) => r.x_type !== 'age_months');
  if (notByAge) throw new Error(`${csv.file}: x_type "${notByAge.x_type}", expected age_months`);
  const series = wst423Series(csv, SD_HEADERS);
  return {
    weightForAge: series('weight_for_age'),
    lengthHeightForAge: series('length_height_for_age'),
    headCircumferenceForAge: series('head_circumference_for_age'),
  };
};

const wst612 = (dir: URL): BySex<HeightSdRow[]> => {
  const csv = readCsv(dir, GROWTH_FILES.wst612, [
    'sex',
    'age_years',
    'SD_neg2',
    'SD_neg1',
    'median',
    'SD_pos1',
    'SD_pos2',
  ]);
  return bySex<HeightSdRow>(csv, csv.rows, (r) => ({
    ageYears: num(csv, r, 'age_years'),
    sdNeg2: num(csv, r, 'SD_neg2'),
    sdNeg1: num(csv, r, 'SD_neg1'),
    median: num(csv, r, 'median'),
    sdPos1: num(csv, r, 'SD_pos1'),
    sdPos2: num(csv, r, 'SD_pos2'),
  }));
};

const bmiCutoffs = (dir: URL): BySex<BmiCutoffRow[]> => {
  const csv = readCsv(dir, GROWTH_FILES.bmiCutoffs, [
    'sex',
    'age_years_band_start',
    'overweight_bmi_ge_WS586',
    'obesity_bmi_ge_WS586',
    'thinness_mild_bmi_le_WS456',
    'thinness_moderate_severe_bmi_le_WS456',
  ]);
  return bySex<BmiCutoffRow>(csv, csv.rows, (r) => ({
    bandStartYears: num(csv, r, 'age_years_band_start'),
    overweightFrom: num(csv, r, 'overweight_bmi_ge_WS586'),
    obesityFrom: num(csv, r, 'obesity_bmi_ge_WS586'),
    thinnessMildTo: numOrNull(csv, r, 'thinness_mild_bmi_le_WS456'),
    thinnessModerateSevereTo: numOrNull(csv, r, 'thinness_moderate_severe_bmi_le_WS456'),
  }));
};

const BP_GROUPS: readonly BayleyPinneauGroup[] = ['average', 'accelerated', 'retarded'];

const bayleyPinneau = (dir: URL): GrowthTables['bayleyPinneau'] => {
  const csv = readCsv(dir, GROWTH_FILES.bayleyPinneau, [
    'sex',
    'group',
    'bone_age_years',
    'pct_mature_height',
  ]);
  const forSex = (sex: TableSex): Record<BayleyPinneauGroup, BayleyPinneauRow[]> => {
    const groups: Record<BayleyPinneauGroup, BayleyPinneauRow[]> = {
      average: [],
      accelerated: [],
      retarded: [],
    };
    for (const r of csv.rows) {
      if (sexOf(csv, r) !== sex) continue;
      const group = BP_GROUPS.find((g) => g === r.group);
      if (!group) throw new Error(`${csv.file}: unknown group "${r.group}"`);
      groups[group].push({
        boneAgeYears: num(csv, r, 'bone_age_years'),
        pctMatureHeight: num(csv, r, 'pct_mature_height'),
      });
    }
    for (const g of BP_GROUPS) {
      groups[g].sort((a, b) => a.boneAgeYears - b.boneAgeYears);
      groups[g].forEach((row, i) => {
        const prev = groups[g][i - 1];
        if (prev && (row.boneAgeYears === prev.boneAgeYears || row.pctMatureHeight < prev.pctMatureHeight)) {
          throw new Error(`${csv.file}: ${sex} ${g} not increasing at bone age ${row.boneAgeYears}`);
        }
      });
    }
    return groups;
  };
  return { male: forSex('male'), female: forSex('female') };
};

/** Reads every table from `dir` (default: this package's data folder). Throws on any malformed file. */
export const readGrowthTables = (dir: URL = GROWTH_DATA_DIR): GrowthTables => ({
  who2006: {
    lengthHeightForAge: lmsTable(dir, GROWTH_FILES.whoLengthHeight, 'age_days', 0, 1, true),
    weightForAge: lmsTable(dir, GROWTH_FILES.whoWeight, 'age_days', 0, 1),
    bmiForAge: lmsTable(dir, GROWTH_FILES.whoBmi, 'age_days', 0, 1, true),
    headCircumferenceForAge: lmsTable(dir, GROWTH_FILES.whoHead, 'age_days', 0, 1),
    weightForLength: lmsTable(dir, GROWTH_FILES.whoWeightForLength, 'length_cm', 45, 0.1),
    weightForHeight: lmsTable(dir, GROWTH_FILES.whoWeightForHeight, 'height_cm', 65, 0.1),
  },
  who2007: {
    heightForAge: lmsTable(dir, GROWTH_FILES.who2007Height, 'age_months', 60, 1),
    weightForAge: lmsTable(dir, GROWTH_FILES.who2007Weight, 'age_months', 60, 1),
    bmiForAge: lmsTable(dir, GROWTH_FILES.who2007Bmi, 'age_months', 60, 1),
  },
  wst423: wst423(dir),
  wst423Sd: wst423Sd(dir),
  wst612: wst612(dir),
  bmiCutoffs: bmiCutoffs(dir),
  bayleyPinneau: bayleyPinneau(dir),
});

let cached: GrowthTables | null = null;

/** The tables of this package's data folder, read once per process (under a fifth of a second). */
export const loadGrowthTables = (): GrowthTables => {
  cached ??= readGrowthTables();
  return cached;
};
