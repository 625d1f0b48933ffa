import type { Division, Region } from '@sprout/contract';
import { addressRegionText } from '@sprout/domain';
import { addressStrings as t } from '../strings.ts';

/** One wheel of the picker: what antd-mobile's Picker takes as a column. */
export type RegionColumn = { label: string; value: string }[];
/** The picker's value: province, city and district codes (a wheel with nothing yet is null). */
export type RegionValue = (string | number | null)[];
/** The districts of a city if they have been fetched: [] for a city without any (仙桃市), undefined while unknown. */
export type AreasOf = (cityCode: string) => Division[] | undefined;

export interface RegionPick {
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
}

/** Marks the district wheel while the chosen city's districts are on their way. */
export const AREA_LOADING = '__loading';

const toColumn = (items: readonly Division[]): RegionColumn =>
  items.map((d) => ({ label: d.name, value: d.code }));

/** The province and city the wheels show for a value: the chosen ones, or the first of each (as the wheels do). */
const shown = (tree: readonly Region[], value: RegionValue) => {
  const province = tree.find((p) => p.code === value[0]) ?? tree[0];
  const city = province?.children.find((c) => c.code === value[1]) ?? province?.children[0];
  return { province, city };
};

/** The city whose districts the picker needs now, or null before the tree has loaded. */
export const shownCityCode = (tree: readonly Region[], value: RegionValue): string | null =>
  shown(tree, value).city?.code ?? null;

/**
 * Wheels for a value: provinces; the cities of the chosen province; the districts of the chosen city
 * once fetched (one 加载中... item until then). A city without districts has two wheels.
 */
export const regionColumns = (
  tree: readonly Region[],
  areasOf: AreasOf,
  value: RegionValue,
): RegionColumn[] => {
  const { province, city } = shown(tree, value);
  const columns = [toColumn(tree), toColumn(province?.children ?? [])];
  if (!city) return columns;
  const areas = areasOf(city.code);
  if (areas === undefined) return [...columns, [{ label: t.areaLoading, value: AREA_LOADING }]];
  return areas.length === 0 ? columns : [...columns, toColumn(areas)];
};

/**
 * What a confirmed value means. The picker can hand back a district left over from a city with more
 * wheels, so each level is checked against its parent; a district still loading counts as not chosen.
 */
export const resolvePick = (tree: readonly Region[], areasOf: AreasOf, value: RegionValue): RegionPick => {
  const province = tree.find((p) => p.code === value[0]);
  const city = province?.children.find((c) => c.code === value[1]);
  if (!province || !city) return { provinceId: province?.code ?? null, cityId: null, areaId: null };
  const area = areasOf(city.code)?.find((a) => a.code === value[2]);
  return { provinceId: province.code, cityId: city.code, areaId: area?.code ?? null };
};

/** Whether the chosen city needs a district: true or false once its districts are known, null before. */
export const needsArea = (areasOf: AreasOf, cityId: string | null): boolean | null => {
  if (!cityId) return null;
  const areas = areasOf(cityId);
  return areas === undefined ? null : areas.length > 0;
};

/**
 * How the field reads: 广东省 深圳市 南山区, or with 请选择 where a district is still to be chosen (the
 * spec's default area name), or null when nothing is chosen or the names are not loaded yet.
 */
export const regionLabel = (tree: readonly Region[], areasOf: AreasOf, pick: RegionPick): string | null => {
  const province = tree.find((p) => p.code === pick.provinceId);
  const city = province?.children.find((c) => c.code === pick.cityId);
  if (!province || !city) return null;
  const areas = areasOf(city.code);
  const area = areas?.find((a) => a.code === pick.areaId);
  const text = addressRegionText({
    provinceName: province.name,
    cityName: city.name,
    areaName: area?.name ?? null,
  });
  return !area && areas !== undefined && areas.length > 0 ? `${text} ${t.pleaseChoose}` : text;
};
