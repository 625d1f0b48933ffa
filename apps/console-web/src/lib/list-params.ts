import { MAX_ID } from '@sprout/contract';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_NUM, MAX_PAGE_SIZE, type Page } from '@sprout/domain';
import type { PaginationProps } from 'antd';

/**
 * A console list's page and filters as they travel in the URL: read back defensively (anything
 * malformed falls back and never reaches the API), written with the defaults left out so a plain
 * link stays plain. The paging is the spec's: 1-based pages, 10 rows unless the list says otherwise.
 */

/** The page sizes a staff member may pick; all within the server's cap. */
export const PAGE_SIZES: readonly number[] = [10, 20, 50].filter((size) => size <= MAX_PAGE_SIZE);

export type FilterValue = string | number | undefined;
export type Paged<F> = F & Page;
/** A list's filters as read from the URL: each a string, a number or unset. */
export type Filters = Record<string, FilterValue>;

/** A whole number from 1 to `max` written plainly in the URL ('12', not '1e1', '012' or '12.0'), or undefined. */
export function positiveInt(text: string | null, max = MAX_ID): number | undefined {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n <= max ? n : undefined;
}

export function oneOf<T extends string>(text: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === text);
}

/** The search box's words, trimmed and cut to the 32 characters the list endpoints accept. */
export function keywordOf(text: string | null): string | undefined {
  const keyword = text?.trim().slice(0, 32);
  return keyword ? keyword : undefined;
}

/** A YYYY-MM-DD that names a real day, or undefined. */
export function dateParam(text: string | null): string | undefined {
  if (text === null || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text ? text : undefined;
}

/** The page the URL asks for: page 1 and the list's default size unless it names valid ones. */
export function readPage(params: URLSearchParams, defaultPageSize = DEFAULT_PAGE_SIZE): Page {
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    pageNum: positiveInt(params.get('pageNum'), MAX_PAGE_NUM) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? defaultPageSize,
  };
}

/** The URL form of a list: its filters, then the page; empty filters, page 1 and the default size left out. */
export function listSearch(
  filters: Record<string, FilterValue>,
  page: Page,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') search.set(key, String(value));
  if (page.pageNum !== 1) search.set('pageNum', String(page.pageNum));
  if (page.pageSize !== defaultPageSize) search.set('pageSize', String(page.pageSize));
  return search;
}

/** The pager moved: a new page size starts again from page 1, since the old page number means other rows. */
export function turnPage(current: Page, pageNum: number, pageSize: number): Page {
  return { pageNum: pageSize === current.pageSize ? pageNum : 1, pageSize };
}

/** How one list keeps its filters in the URL. */
export interface ListUrl<F extends Filters> {
  /**
   * Turns the URL into valid filters (anything else dropped or defaulted). Keep it a module-level
   * function, or memoised, so the list's query only changes when the URL does.
   */
  readFilters: (params: URLSearchParams) => F;
  /** The URL form of the filters, for lists whose defaults stay out of the URL (this year, today). */
  writeFilters?: (filters: F) => Record<string, FilterValue>;
  defaultPageSize?: number;
}

/** The list the URL shows: its filters and its page. */
export function readList<F extends Filters>(params: URLSearchParams, url: ListUrl<F>): Paged<F> {
  return { ...url.readFilters(params), ...readPage(params, url.defaultPageSize) };
}

const searchOf = <F extends Filters>(url: ListUrl<F>, filters: F, page: Page) =>
  listSearch(url.writeFilters ? url.writeFilters(filters) : filters, page, url.defaultPageSize);

/** The URL after a filter changed: the other filters kept, back to page 1, the page size kept. */
export function searchAfterFilter<F extends Filters>(
  params: URLSearchParams,
  next: Partial<F>,
  url: ListUrl<F>,
) {
  const { pageSize } = readPage(params, url.defaultPageSize);
  return searchOf(url, { ...url.readFilters(params), ...next }, { pageNum: 1, pageSize });
}

/** The URL after the pager moved: the filters kept. */
export function searchAfterPage<F extends Filters>(
  params: URLSearchParams,
  pageNum: number,
  pageSize: number,
  url: ListUrl<F>,
) {
  const page = turnPage(readPage(params, url.defaultPageSize), pageNum, pageSize);
  return searchOf(url, url.readFilters(params), page);
}

/** What a pager needs: where it is, the sizes offered (none: a fixed size) and where to go. */
export interface ListPaging {
  pageNum: number;
  pageSize: number;
  pageSizes?: readonly number[];
  onChange: (pageNum: number, pageSize: number) => void;
}

/** The antd pager of a list: where it is, the sizes on offer, and "共 N …" when the list says how to count. */
export function pagerProps(paging: ListPaging, total: number, totalText?: (count: number) => string) {
  const props: PaginationProps = {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total,
    // A list with a fixed page size offers none, even past 50 rows where antd would add a changer.
    showSizeChanger: paging.pageSizes !== undefined,
    onChange: paging.onChange,
  };
  if (paging.pageSizes) props.pageSizeOptions = paging.pageSizes.map(String);
  if (totalText) props.showTotal = totalText;
  return props;
}
