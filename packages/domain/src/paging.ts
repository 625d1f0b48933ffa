import { DEFAULT_PAGE_SIZE } from './spec-constants.ts';

/** Largest page a caller may ask for, so one request cannot pull a whole table. */
export const MAX_PAGE_SIZE = 100;
/** Page numbers above this are clamped (still past any real list), so offsets stay safe integers. */
export const MAX_PAGE_NUM = 1_000_000;

export interface Page {
  /** 1-based, as the spec's lists count. */
  pageNum: number;
  pageSize: number;
}

/**
 * Spec: paging stops when a page returns fewer items than the page size. So a full page means
 * there may be more (at worst one extra empty request), and a short one means the end.
 */
export const hasMorePages = (receivedCount: number, pageSize: number): boolean =>
  pageSize > 0 && receivedCount >= pageSize;

// Query strings arrive as text; accept '2' as well as 2, refuse '2.5', '-1', '' and the like.
const toWholeNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
};

/**
 * Makes any caller-supplied paging safe to use: pageNum is a whole number from 1 (anything else
 * becomes 1) capped at MAX_PAGE_NUM; pageSize defaults to 10 when missing or not a positive whole
 * number, and is capped at MAX_PAGE_SIZE.
 */
export const normalisePage = (input: { pageNum?: unknown; pageSize?: unknown }): Page => {
  const num = toWholeNumber(input.pageNum);
  const size = toWholeNumber(input.pageSize);
  return {
    pageNum: num !== null && num >= 1 ? Math.min(num, MAX_PAGE_NUM) : 1,
    pageSize: size !== null && size >= 1 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
  };
};

/** Rows to skip for a page (SQL OFFSET), after normalising, so page 1 is offset 0. */
export const pageOffset = (pageNum: number, pageSize: number): number => {
  const page = normalisePage({ pageNum, pageSize });
  return (page.pageNum - 1) * page.pageSize;
};
