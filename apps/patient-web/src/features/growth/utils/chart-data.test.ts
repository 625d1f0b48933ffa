import { describe, expect, it } from 'vitest';
import { ageTick, buildChartData, type ChildPoint, slotOf, ticksFor } from './chart-data.ts';

const line = (centile: number, slots: number[]) => ({
  centile,
  name: `P${centile}`,
  points: slots.map((slot) => ({ slot, value: 50 + centile / 10 + slot / 31 })),
});
const point = (slot: number | null, source: 'home' | 'clinic', value: number): ChildPoint => ({
  key: `${slot}-${source}`,
  date: '2025-01-01',
  ageLabel: '',
  slot,
  value,
  source,
  percentileText: 'P50',
  z: 0,
});

describe('buildChartData', () => {
  const lines = [3, 10, 25, 50, 75, 90, 97].map((c) => line(c, [0, 31, 62, 372 * 4]));

  it('keeps a 待核对 point apart: its own column and tap target, never on the child’s line', () => {
    const pending = { ...point(40, 'home', 30), key: 'm9', pending: true, percentileText: '待核对', z: null };
    const data = buildChartData(
      lines,
      [point(31, 'home', 5.5), pending, point(62, 'clinic', 6)],
      '0-3',
      false,
    );
    const at = data.xs.indexOf(40 / 372);
    expect(data.pending[at]).toBe(30);
    expect(data.pendingAt[at]?.key).toBe('m9');
    expect(data.child[at]).toBeNull();
    expect(data.home[at]).toBeNull();
    expect(data.pointAt[at]).toBeNull();
    expect(data.child.filter((v) => v !== null)).toEqual([5.5, 6]);
    expect(data.pending.filter((v) => v !== null)).toEqual([30]);
  });

  it('draws P3 P25 P50 P75 P97, and P10 P90 on demand', () => {
    expect(buildChartData(lines, [], '0-7', false).lines.map((l) => l.centile)).toEqual([3, 25, 50, 75, 97]);
    expect(buildChartData(lines, [], '0-7', true).lines).toHaveLength(7);
  });

  it('on the daily grid of 0-18 years (6,697 slots) every line keeps its own values and a point between two days is interpolated', () => {
    const daily = Array.from({ length: 6697 }, (_, slot) => slot);
    const everyDay = [3, 25, 50, 75, 97].map((c) =>
      line(
        c,
        daily.filter((s) => s !== 100),
      ),
    );
    const data = buildChartData(everyDay, [point(100, 'clinic', 60)], '0-18', false);
    expect(data.xs).toHaveLength(6697);
    const p50 = data.lines[2]?.values ?? [];
    expect(p50[6696]).toBeCloseTo(50 + 5 + 6696 / 31, 9);
    expect(p50[99]).toBeCloseTo(50 + 5 + 99 / 31, 9);
    // Slot 100 is missing from the lines: the value there is halfway between days 99 and 101.
    expect(p50[100]).toBeCloseTo(50 + 5 + 100 / 31, 9);
    expect(data.clinic[100]).toBe(60);
  });

  it('merges the child points into the axis, apart by source, and leaves out what is past the range', () => {
    const data = buildChartData(
      lines,
      [point(40, 'home', 55), point(62, 'clinic', 57), point(372 * 5, 'home', 110), point(null, 'home', 170)],
      '0-3',
      false,
    );
    expect(data.xs).toEqual([0, 31 / 372, 40 / 372, 62 / 372]);
    expect(data.child).toEqual([null, null, 55, 57]);
    expect(data.home).toEqual([null, null, 55, null]);
    expect(data.clinic).toEqual([null, null, null, 57]);
    // Between two grid points the line is interpolated, so the child's point does not cut it.
    expect(data.lines[0]?.values[2]).toBeCloseTo((50.3 + 1 + 50.3 + 2) / 2 + (40 - 46.5) / 31, 5);
    expect(data.pointAt[3]?.value).toBe(57);
    expect(data.outside).toBe(2);
  });
});

describe('corrected age', () => {
  it('puts a baby born early on the chart twice, at the calendar and the corrected age, joined', () => {
    const lines = [line(50, [0, 31, 62, 93])];
    const early = {
      ...point(62, 'clinic', 55),
      corrected: { slot: 10, ageLabel: '0岁0月10天', percentileText: 'P40', z: -0.25 },
    };
    const data = buildChartData(lines, [point(31, 'home', 52), early], '0-3', false);
    expect(data.xs.map((x) => Math.round(x * 372))).toEqual([0, 10, 31, 62, 93]);
    expect(data.corrected).toEqual([null, 55, null, null, null]);
    expect(data.clinic).toEqual([null, null, null, 55, null]);
    expect(data.correctedLinks).toEqual([{ fromX: 62 / 372, toX: 10 / 372, value: 55 }]);
    // The tap target stays the calendar-age point; the corrected one is not a second measurement.
    expect(data.pointAt.filter((p) => p !== null)).toHaveLength(2);
  });

  it('leaves a corrected point out when its age is outside the range or unknown', () => {
    const lines = [line(50, [0, 372 * 3])];
    const data = buildChartData(
      lines,
      [
        { ...point(40, 'home', 50), corrected: { slot: null, ageLabel: null, percentileText: '', z: null } },
        { ...point(60, 'home', 51), corrected: { slot: -5, ageLabel: null, percentileText: '', z: null } },
      ],
      '0-3',
      false,
    );
    expect(data.correctedLinks).toEqual([]);
    expect(data.corrected.every((v) => v === null)).toBe(true);
  });
});

describe('segments', () => {
  it('breaks the lines where the reference changes table and does not join across', () => {
    const lines = [line(50, [0, 31, 62, 93])];
    const data = buildChartData(lines, [], '0-3', false, [
      { source: 'A', fromSlot: 0, toSlot: 31 },
      { source: 'B', fromSlot: 62, toSlot: 93 },
    ]);
    expect(data.xs.map((x) => Math.round(x * 372 * 10) / 10)).toEqual([0, 31, 61.5, 62, 93]);
    expect(data.lines[0]?.values[2]).toBeNull();
    expect(data.boundaries).toEqual([61.5 / 372]);
  });

  it('joins within each table on both sides of two breaks, whatever order the lines and segments come in', () => {
    const lines = [
      { centile: 50, name: 'P50', points: [93, 0, 31, 62, 124].map((slot) => ({ slot, value: slot })) },
      { centile: 3, name: 'P3', points: [0, 62, 124].map((slot) => ({ slot, value: slot / 2 })) },
    ];
    const data = buildChartData(lines, [point(45, 'home', 1), point(110, 'clinic', 2)], '0-3', false, [
      { source: 'A', fromSlot: 0, toSlot: 31 },
      { source: 'C', fromSlot: 93, toSlot: 124 },
      { source: 'B', fromSlot: 62, toSlot: 62 },
    ]);
    const slots = data.xs.map((x) => Math.round(x * 372 * 10) / 10);
    expect(slots).toEqual([0, 31, 45, 61.5, 62, 92.5, 93, 110, 124]);
    expect(data.lines.map((l) => l.centile)).toEqual([50, 3]);
    // 45 lies between 31 (table A) and 62 (table B): not joined across the break at 61.5.
    expect(data.lines[0]?.values).toEqual([0, 31, null, null, 62, null, 93, 110, 124]);
    // P3 has no point at 31 or 93, and its neighbours there lie in other tables: nothing is invented.
    expect(data.lines[1]?.values).toEqual([0, null, null, null, 31, null, null, null, 62]);
    expect(data.clinic[7]).toBe(2);
  });
});

describe('the 0-18 chart’s change of table at about 7 years (China: WS/T 423 → WHO 2007 → WS/T 612)', () => {
  // As the server answers monthly lines: WS/T 423 to 6岁9月 (slot 2511), WHO 2007 at 6岁10月 and
  // 6岁11月, WS/T 612 from 7岁 (slot 2604) to 18岁 (slot 6696).
  const slots = Array.from({ length: 6696 / 31 + 1 }, (_, i) => i * 31);
  const level = (slot: number) => (slot <= 2511 ? 100 : slot < 2604 ? 130 : 120);
  const lines = [3, 50, 97].map((c) => ({
    centile: c,
    name: `P${c}`,
    points: slots.map((slot) => ({ slot, value: level(slot) + c / 10 })),
  }));
  const segments = [
    { source: 'WS/T 423-2022', fromSlot: 0, toSlot: 2511 },
    { source: 'WHO 2007', fromSlot: 2542, toSlot: 2573 },
    { source: 'WS/T 612-2018', fromSlot: 2604, toSlot: 6696 },
  ];

  it('names each stretch with its table, edged by the two boundaries', () => {
    const data = buildChartData(lines, [], '0-18', false, segments);
    expect(data.boundaries).toEqual([2541.5 / 372, 2603.5 / 372]);
    expect(data.stretches).toEqual([
      { source: 'WS/T 423-2022', fromX: 0, toX: 2541.5 / 372, fromAgeX: 0, toAgeX: 2512 / 372 },
      // Between the two Chinese tables, WHO stands in from 6岁9月 (WS/T 423's last month) to 7岁.
      {
        source: 'WHO 2007',
        fromX: 2541.5 / 372,
        toX: 2603.5 / 372,
        fromAgeX: 2511 / 372,
        toAgeX: 2604 / 372,
      },
      { source: 'WS/T 612-2018', fromX: 2603.5 / 372, toX: 18, fromAgeX: 7, toAgeX: 18 },
    ]);
    expect(data.stretches.map((x) => `${ageTick(x.fromAgeX)}–${ageTick(x.toAgeX)}`)).toEqual([
      '0–6岁9月',
      '6岁9月–7岁',
      '7岁–18岁',
    ]);
  });

  it('draws each stretch apart: every line is empty at both boundaries, so nothing joins 6岁9月 to 7岁', () => {
    const data = buildChartData(lines, [], '0-18', false, segments);
    for (const b of data.boundaries) {
      const i = data.xs.indexOf(b);
      expect(i).toBeGreaterThan(0);
      for (const l of data.lines) {
        expect(l.values[i]).toBeNull();
        // Drawn on both sides, each side from its own table.
        expect(l.values[i - 1]).not.toBeNull();
        expect(l.values[i + 1]).not.toBeNull();
      }
    }
    // The WHO stretch keeps its own level: no value between the tables' levels anywhere.
    for (const l of data.lines)
      for (const v of l.values)
        if (v !== null) expect([100, 130, 120]).toContain(Math.round(v - l.centile / 10));
  });

  it('on 0-7岁, a table that starts on the last day draws no stretch', () => {
    const data = buildChartData(lines, [], '0-7', false, segments);
    expect(data.stretches.map((x) => x.source)).toEqual(['WS/T 423-2022', 'WHO 2007']);
    // WHO's stretch ends at the boundary before WS/T 612's one day, and is named as on 0-18岁.
    expect(data.stretches[1]?.toX).toBe(2603.5 / 372);
    expect(data.boundaries).toEqual([2541.5 / 372, 2603.5 / 372]);
    const named = data.stretches[1];
    expect(named && `${ageTick(named.fromAgeX)}–${ageTick(named.toAgeX)}`).toBe('6岁9月–7岁');
  });
});

describe('ticks', () => {
  it('labels ages in months and years', () => {
    expect(ageTick(0)).toBe('0');
    expect(ageTick(0.5)).toBe('6月');
    expect(ageTick(2)).toBe('2岁');
    expect(ageTick(1.5)).toBe('1岁6月');
  });
  it('steps by range', () => {
    expect(ticksFor('0-3')).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    expect(ticksFor('0-18')).toHaveLength(10);
  });
  it('puts an age on the grid', () => {
    expect(slotOf({ years: 2, months: 6, days: 12 })).toBe(2 * 372 + 6 * 31 + 12);
  });
});
