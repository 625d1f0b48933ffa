import type { Division, Region } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import {
  AREA_LOADING,
  needsArea,
  regionColumns,
  regionLabel,
  resolvePick,
  shownCityCode,
} from './region-columns.ts';

const TREE: Region[] = [
  { code: '11', name: '北京市', children: [{ code: '1101', name: '北京市' }] },
  {
    code: '42',
    name: '湖北省',
    children: [
      { code: '4201', name: '武汉市' },
      { code: '429004', name: '仙桃市' },
    ],
  },
];
const AREAS: Record<string, Division[]> = {
  '1101': [
    { code: '110101', name: '东城区' },
    { code: '110105', name: '朝阳区' },
  ],
  '4201': [{ code: '420102', name: '江岸区' }],
  '429004': [],
};
const known = (code: string) => AREAS[code];
const nothingYet = () => undefined;
const labels = (column: { label: string }[] | undefined) => column?.map((i) => i.label);

describe('regionColumns', () => {
  it('shows the first province and city before anything is chosen, districts once fetched', () => {
    const columns = regionColumns(TREE, known, []);
    expect(columns.map(labels)).toEqual([['北京市', '湖北省'], ['北京市'], ['东城区', '朝阳区']]);
  });

  it('marks the district wheel while the districts are on their way', () => {
    const columns = regionColumns(TREE, nothingYet, ['42', '4201']);
    expect(columns[2]).toEqual([{ label: '加载中...', value: AREA_LOADING }]);
  });

  it('a city without districts has two wheels', () => {
    expect(regionColumns(TREE, known, ['42', '429004'])).toHaveLength(2);
  });

  it('a city of another province falls back to the province’s first city', () => {
    const columns = regionColumns(TREE, known, ['42', '1101']);
    expect(labels(columns[1])).toEqual(['武汉市', '仙桃市']);
    expect(labels(columns[2])).toEqual(['江岸区']);
  });
});

describe('shownCityCode', () => {
  it('is the chosen city, or the first one the wheels show', () => {
    expect(shownCityCode(TREE, ['42', '429004'])).toBe('429004');
    expect(shownCityCode(TREE, ['42'])).toBe('4201');
    expect(shownCityCode([], [])).toBeNull();
  });
});

describe('resolvePick', () => {
  it('keeps a district of the chosen city', () => {
    expect(resolvePick(TREE, known, ['11', '1101', '110105'])).toEqual({
      provinceId: '11',
      cityId: '1101',
      areaId: '110105',
    });
  });

  it('drops a district left over from another city (the picker keeps stale wheels)', () => {
    expect(resolvePick(TREE, known, ['42', '429004', '110105'])).toEqual({
      provinceId: '42',
      cityId: '429004',
      areaId: null,
    });
  });

  it('a district still loading is not chosen', () => {
    expect(resolvePick(TREE, nothingYet, ['42', '4201', AREA_LOADING]).areaId).toBeNull();
  });

  it('a city outside the province is not chosen', () => {
    expect(resolvePick(TREE, known, ['11', '4201', '420102'])).toEqual({
      provinceId: '11',
      cityId: null,
      areaId: null,
    });
  });
});

describe('needsArea', () => {
  it('is known only once the districts are', () => {
    expect(needsArea(known, '4201')).toBe(true);
    expect(needsArea(known, '429004')).toBe(false);
    expect(needsArea(nothingYet, '4201')).toBeNull();
    expect(needsArea(known, null)).toBeNull();
  });
});

describe('regionLabel', () => {
  it('reads a municipality once', () => {
    expect(regionLabel(TREE, known, { provinceId: '11', cityId: '1101', areaId: '110105' })).toBe(
      '北京市 朝阳区',
    );
  });

  it('says 请选择 where a district is still to be chosen', () => {
    expect(regionLabel(TREE, known, { provinceId: '42', cityId: '4201', areaId: null })).toBe(
      '湖北省 武汉市 请选择',
    );
  });

  it('a city without districts is complete', () => {
    expect(regionLabel(TREE, known, { provinceId: '42', cityId: '429004', areaId: null })).toBe(
      '湖北省 仙桃市',
    );
  });

  it('is null before anything is chosen or loaded', () => {
    expect(regionLabel(TREE, known, { provinceId: null, cityId: null, areaId: null })).toBeNull();
    expect(regionLabel([], known, { provinceId: '11', cityId: '1101', areaId: null })).toBeNull();
  });
});
