/** Pages of the inspection-report feature, by the spec's route paths. */
export const REPORT_ROUTES = {
  list: '/pages/newFun/jcReport',
  detail: '/pages/newFun/webPage',
  files: '/pages/newFun/pdfList',
  pdf: '/pages/newFun/jcPdf',
  /** 添加宝宝 (the babies feature's page, opened by path). */
  addBaby: '/pages/newFun/addBaby',
} as const;
