import { MAX_PAGE_SIZE } from '@sprout/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  dateParam,
  keywordOf,
  type ListUrl,
  listSearch,
  oneOf,
  PAGE_SIZES,
  pagerProps,
  positiveInt,
  readList,
  readPage,
  searchAfterFilter,
  searchAfterPage,
} from './list-params.ts';

const url = (text: string) => new URLSearchParams(text);

const departments: ListUrl<{ facilityId?: number; status?: 'open' | 'closed'; keyword?: string }> = {
  readFilters: (params) => ({
    facilityId: positiveInt(params.get('facilityId')),
    status: oneOf(params.get('status'), ['open', 'closed'] as const),
    keyword: keywordOf(params.get('keyword')),
  }),
};

describe('reading a list back from the URL', () => {
  it('reads pages and ids, refusing anything odd', () => {
    expect(readPage(url('pageNum=3&pageSize=20'))).toEqual({ pageNum: 3, pageSize: 20 });
    expect(readPage(url('pageNum=-1&pageSize=7'))).toEqual({ pageNum: 1, pageSize: 10 });
    expect(readPage(url('pageNum=2.5&pageSize=1000'))).toEqual({ pageNum: 1, pageSize: 10 });
    expect(readPage(url('pageNum=1000001'))).toEqual({ pageNum: 1, pageSize: 10 });
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt('2147483647')).toBe(2_147_483_647);
    for (const odd of ['0', '012', '1e3', '0x10', ' 5', '-3', '2147483648', '', null])
      expect(positiveInt(odd), String(odd)).toBeUndefined();
    expect(positiveInt('7', 7)).toBe(7);
    expect(positiveInt('8', 7)).toBeUndefined();
  });

  it('keeps only real calendar days, known values and a trimmed keyword', () => {
    expect(dateParam('2026-02-28')).toBe('2026-02-28');
    expect(dateParam('2026-02-30')).toBeUndefined();
    expect(dateParam('2026-2-3')).toBeUndefined();
    expect(oneOf('stopped', ['open', 'stopped'] as const)).toBe('stopped');
    expect(oneOf('gone', ['open', 'stopped'] as const)).toBeUndefined();
    expect(keywordOf('  林 ')).toBe('林');
    expect(keywordOf('   ')).toBeUndefined();
    expect(keywordOf('字'.repeat(40))).toHaveLength(32);
  });

  it('offers only page sizes the server accepts, the spec default among them', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50]);
    expect(PAGE_SIZES.every((size) => size <= MAX_PAGE_SIZE)).toBe(true);
  });

  it('gives the list its filters and page', () => {
    expect(readList(url('status=closed&keyword=%20儿科&pageNum=2&facilityId=abc'), departments)).toEqual({
      facilityId: undefined,
      status: 'closed',
      keyword: '儿科',
      pageNum: 2,
      pageSize: 10,
    });
  });
});

describe('writing a list into the URL', () => {
  it('leaves out empty filters, page 1 and the default size', () => {
    expect(
      listSearch({ doctorId: 4, status: undefined, from: '' }, { pageNum: 1, pageSize: 10 }).toString(),
    ).toBe('doctorId=4');
    expect(listSearch({}, { pageNum: 2, pageSize: 50 }).toString()).toBe('pageNum=2&pageSize=50');
    expect(listSearch({}, { pageNum: 1, pageSize: 20 }, 20).toString()).toBe('');
    expect(listSearch({}, { pageNum: 1, pageSize: 10 }, 20).toString()).toBe('pageSize=10');
  });

  it('goes back to page 1 when a filter changes, keeping the other filters and the size', () => {
    const before = url('status=open&keyword=林&pageNum=3&pageSize=20');
    expect(searchAfterFilter(before, { facilityId: 2 }, departments).toString()).toBe(
      'facilityId=2&status=open&keyword=%E6%9E%97&pageSize=20',
    );
    expect(searchAfterFilter(before, { status: undefined }, departments).toString()).toBe(
      'keyword=%E6%9E%97&pageSize=20',
    );
  });

  it('turns pages, and starts again from page 1 when the page size changes', () => {
    const before = url('status=open&pageNum=3');
    expect(searchAfterPage(before, 4, 10, departments).toString()).toBe('status=open&pageNum=4');
    expect(searchAfterPage(before, 3, 50, departments).toString()).toBe('status=open&pageSize=50');
    expect(searchAfterPage(before, 1, 10, departments).toString()).toBe('status=open');
  });

  it("writes a list's own defaults out of the URL, and its own default size", () => {
    const day: ListUrl<{ date: string }> = {
      readFilters: (params) => ({ date: dateParam(params.get('date')) ?? '2026-11-25' }),
      writeFilters: ({ date }) => ({ date: date === '2026-11-25' ? undefined : date }),
      defaultPageSize: 20,
    };
    expect(readList(url(''), day)).toEqual({ date: '2026-11-25', pageNum: 1, pageSize: 20 });
    expect(searchAfterFilter(url('pageNum=2'), { date: '2026-11-26' }, day).toString()).toBe(
      'date=2026-11-26',
    );
    expect(searchAfterFilter(url('date=2026-11-26'), { date: '2026-11-25' }, day).toString()).toBe('');
    expect(searchAfterPage(url(''), 2, 20, day).toString()).toBe('pageNum=2');
  });
});

describe('the pager', () => {
  it('offers the page sizes and counts the rows in the list’s words', () => {
    const onChange = vi.fn();
    const props = pagerProps(
      { pageNum: 2, pageSize: 20, pageSizes: PAGE_SIZES, onChange },
      45,
      (n) => `共 ${n} 位医生`,
    );
    expect(props).toMatchObject({ current: 2, pageSize: 20, total: 45, showSizeChanger: true });
    expect(props.pageSizeOptions).toEqual(['10', '20', '50']);
    expect(props.showTotal?.(45, [21, 40])).toBe('共 45 位医生');
    props.onChange?.(3, 20);
    expect(onChange).toHaveBeenCalledWith(3, 20);
  });

  it('offers no size changer for a fixed-size list, however long', () => {
    const props = pagerProps({ pageNum: 1, pageSize: 10, onChange: () => {} }, 120);
    expect(props.showSizeChanger).toBe(false);
    expect(props.pageSizeOptions).toBeUndefined();
    expect(props.showTotal).toBeUndefined();
  });
});
