import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GROWTH_DATA_DIR, GROWTH_FILES, loadGrowthTables, parseCsv, readGrowthTables } from './load.ts';

describe('parseCsv', () => {
  it('reads CRLF lines and the one kind of quoting the files use', () => {
    const csv = parseCsv('a,b,note\r\n1,2,plain\r\n3,4,"x (A=1/2, B=3/4); ""B"" kept"\r\n\r\n', 't.csv');
    expect(csv.header).toEqual(['a', 'b', 'note']);
    expect(csv.rows).toEqual([
      { a: '1', b: '2', note: 'plain' },
      { a: '3', b: '4', note: 'x (A=1/2, B=3/4); "B" kept' },
    ]);
  });

  it('refuses a row of the wrong width and an unclosed quote', () => {
    expect(() => parseCsv('a,b\n1,2,3\n', 't.csv')).toThrow('t.csv:2: 3 fields, header has 2');
    expect(() => parseCsv('a,b\n1,"2\n', 't.csv')).toThrow('unclosed quote');
  });

  it('finds exactly one quoted field in the data, the BMI cut-offs note', () => {
    const quoted = Object.values(GROWTH_FILES).filter((f) =>
      readFileSync(new URL(f, GROWTH_DATA_DIR), 'utf8').includes('"'),
    );
    expect(quoted).toEqual([GROWTH_FILES.bmiCutoffs]);
  });
});

describe('readGrowthTables', () => {
  const t = loadGrowthTables();

  it('reads every table whole', () => {
    expect(t.who2006.lengthHeightForAge.rows.male).toHaveLength(1827);
    expect(t.who2006.headCircumferenceForAge.rows.female).toHaveLength(1827);
    expect(t.who2006.weightForLength.rows.male).toHaveLength(651);
    expect(t.who2006.weightForHeight.rows.female).toHaveLength(551);
    expect(t.who2007.heightForAge.rows.male).toHaveLength(170);
    expect(t.who2007.weightForAge.rows.female).toHaveLength(62);
    expect(t.wst423.lengthHeightForAge.male).toHaveLength(44);
    expect(t.wst423.headCircumferenceForAge.female).toHaveLength(29);
    expect(t.wst423.weightForHeight.male).toHaveLength(56);
    expect(t.wst612.female).toHaveLength(12);
    expect(t.bmiCutoffs.male).toHaveLength(25);
    expect(t.bayleyPinneau.male.retarded).toHaveLength(29);
    expect(t.bayleyPinneau.female.average).toHaveLength(47);
  });

  it('Bayley-Pinneau: every column the 1952 paper prints, as it prints it (Tables IIA–IIIF, pp. 426–437)', () => {
    const bp = t.bayleyPinneau;
    const span = (rows: readonly { boneAgeYears: number }[]) => [
      rows[0]?.boneAgeYears,
      rows.at(-1)?.boneAgeYears,
    ];
    // Table by table: IIA+IIB, IIC+IID, IIE; IIIA+IIIB, IIIC+IIID, IIIE+IIIF.
    expect(span(bp.male.average)).toEqual([7, 18.5]);
    expect(span(bp.male.accelerated)).toEqual([7, 17]);
    expect(span(bp.male.retarded)).toEqual([6, 13]);
    expect(span(bp.female.average)).toEqual([6, 18]);
    expect(span(bp.female.accelerated)).toEqual([7, 17.5]);
    expect(span(bp.female.retarded)).toEqual([6, 17]);
    const total = (['male', 'female'] as const).reduce(
      (n, sex) => n + bp[sex].average.length + bp[sex].accelerated.length + bp[sex].retarded.length,
      0,
    );
    expect(total).toBe(251);
    const pct = (rows: readonly { boneAgeYears: number; pctMatureHeight: number }[], years: number) =>
      rows.find((r) => Math.abs(r.boneAgeYears - years) < 1e-3)?.pctMatureHeight;
    // The rows an earlier hand copy had wrong, as the paper prints them.
    expect(pct(bp.male.average, 12)).toBe(83.4);
    expect(pct(bp.male.accelerated, 11.5)).toBe(78.6);
    expect(pct(bp.male.accelerated, 17)).toBe(99);
    expect(pct(bp.female.average, 17.5)).toBe(99.95);
    expect(pct(bp.female.accelerated, 17.5)).toBe(99.95);
    // Girls' Greulich-Pyle columns at 6-10, 7-10 and 8-10, not 6-9 and 7-9.
    for (const years of [6 + 10 / 12, 7 + 10 / 12, 8 + 10 / 12])
      expect(pct(bp.female.retarded, years)).toBeDefined();
    expect(pct(bp.female.average, 6 + 10 / 12)).toBe(75.1);
    expect(pct(bp.female.average, 7 + 10 / 12)).toBe(78.2);
    expect(pct(bp.female.average, 6.75)).toBeUndefined();
    expect(pct(bp.female.accelerated, 7 + 10 / 12)).toBe(74.2);
  });

  it('Bayley-Pinneau: every row names the table and page of the paper it was checked against', () => {
    const csv = parseCsv(readFileSync(new URL(GROWTH_FILES.bayleyPinneau, GROWTH_DATA_DIR), 'utf8'));
    const pages: Record<string, string> = {
      IIA: '426',
      IIB: '427',
      IIC: '428',
      IID: '429',
      IIE: '430',
      IIIA: '432',
      IIIB: '433',
      IIIC: '434',
      IIID: '435',
      IIIE: '436',
      IIIF: '437',
    };
    expect(csv.rows).toHaveLength(251);
    for (const r of csv.rows) expect(pages[r.source_table ?? '']).toBe(r.source_page);
  });

  it('keeps the values and anchors the README states', () => {
    expect(t.who2006.lengthHeightForAge.rows.male[0]?.M).toBe(49.8842);
    expect(t.wst423.weightForAge.male[0]).toEqual({ x: 0, values: [2.8, 3.0, 3.2, 3.5, 3.7, 4.0, 4.2] });
    expect(t.wst612.male.at(-1)).toMatchObject({ ageYears: 18, median: 171.42 });
    expect(t.bmiCutoffs.female.find((r) => r.bandStartYears === 13)).toMatchObject({
      overweightFrom: 22.2,
      obesityFrom: 25,
    });
    expect(t.bmiCutoffs.male.at(-1)).toEqual({
      bandStartYears: 18,
      overweightFrom: 24,
      obesityFrom: 28,
      thinnessMildTo: null,
      thinnessModerateSevereTo: null,
    });
    expect(t.bayleyPinneau.male.average.find((r) => r.boneAgeYears === 13)?.pctMatureHeight).toBe(87.6);
    expect(loadGrowthTables()).toBe(t);
  });

  it("reads WS/T 423's SD tables on the percentile tables' rows, agreeing with them", () => {
    expect(t.wst423Sd.weightForAge.male).toHaveLength(44);
    expect(t.wst423Sd.lengthHeightForAge.female).toHaveLength(44);
    expect(t.wst423Sd.headCircumferenceForAge.male).toHaveLength(29);
    expect(t.wst423Sd.lengthHeightForAge.male[0]).toEqual({
      x: 0,
      values: [45.4, 47.3, 49.2, 51.2, 53.1, 55, 56.9],
    });
    // P50 is SD0 on every row; P3 (−1.88 SD) lies between −2 and −1 SD, P97 between +1 and +2 SD.
    for (const indicator of ['weightForAge', 'lengthHeightForAge', 'headCircumferenceForAge'] as const) {
      for (const sex of ['male', 'female'] as const) {
        const sd = t.wst423Sd[indicator][sex];
        const pct = t.wst423[indicator][sex];
        expect(sd.map((r) => r.x)).toEqual(pct.map((r) => r.x));
        sd.forEach((row, i) => {
          const [n3, n2, n1, m, p1, p2, p3] = row.values;
          const centiles = pct[i]?.values ?? [];
          expect(m).toBe(centiles[3]);
          expect(centiles[0]).toBeGreaterThanOrEqual(n2 ?? Number.NaN);
          expect(centiles[0]).toBeLessThanOrEqual(n1 ?? Number.NaN);
          expect(centiles[6]).toBeGreaterThanOrEqual(p1 ?? Number.NaN);
          expect(centiles[6]).toBeLessThanOrEqual(p2 ?? Number.NaN);
          expect(n3).toBeLessThan(n2 ?? Number.NaN);
          expect(p3).toBeGreaterThan(p2 ?? Number.NaN);
        });
      }
    }
  });

  it('refuses an SD row whose columns do not increase', () => {
    const dir = mkdtempSync(join(tmpdir(), 'growth-ref-'));
    try {
      cpSync(new URL('.', GROWTH_DATA_DIR), dir, { recursive: true });
      const file = join(dir, GROWTH_FILES.wst423Sd);
      const text = readFileSync(file, 'utf8');
      writeFileSync(
        file,
        text.replace(
          'weight_for_age,male,age_months,0,2.4,2.7,',
          'weight_for_age,male,age_months,0,2.8,2.7,',
        ),
      );
      expect(() => readGrowthTables(pathToFileURL(`${dir}/`))).toThrow(
        /weight_for_age male 0: columns not increasing/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a daily table with a day missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'growth-ref-'));
    try {
      cpSync(new URL('.', GROWTH_DATA_DIR), dir, { recursive: true });
      const file = join(dir, GROWTH_FILES.whoWeight);
      const lines = readFileSync(file, 'utf8').split('\r\n');
      writeFileSync(file, [...lines.slice(0, 100), ...lines.slice(101)].join('\r\n'));
      expect(() => readGrowthTables(pathToFileURL(`${dir}/`))).toThrow(/male row 99 is at 100, expected 99/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
