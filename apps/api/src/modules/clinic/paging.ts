/** The console's paged lists: the page asked for, and the answer every list gives. */
export interface PageArgs {
  pageNum: number;
  pageSize: number;
}

export const offsetOf = (page: PageArgs) => (page.pageNum - 1) * page.pageSize;

export const pageAnswer = <T>(list: T[], total: number, page: PageArgs) => ({
  list,
  total,
  pageNum: page.pageNum,
  pageSize: page.pageSize,
});
