/** Reading list filters back from the URL: anything malformed falls back, never reaches the API. */
export const PAGE_SIZES = [10, 20, 50] as const;

export function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

export function pageParams(params: URLSearchParams): { pageNum: number; pageSize: number } {
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    pageNum: positiveInt(params.get('pageNum')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? 10,
  };
}

/** A YYYY-MM-DD that names a real day, or undefined. */
export function dateParam(value: string | null): string | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value ? value : undefined;
}

export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

/** The URL form of a list query: page 1, size 10 and empty filters are left out. */
export function toSearch(query: Record<string, string | number | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (key === 'pageNum' && value === 1) continue;
    if (key === 'pageSize' && value === 10) continue;
    search.set(key, String(value));
  }
  return search;
}
