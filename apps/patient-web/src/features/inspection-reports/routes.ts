/** Pages of the inspection-report feature, by the spec's route paths. */
export const REPORT_ROUTES = {
  list: '/pages/newFun/jcReport',
  detail: '/pages/newFun/webPage',
  files: '/pages/newFun/pdfList',
  pdf: '/pages/newFun/jcPdf',
  /** 编辑宝宝 (the babies feature's page): a profile that does not match its clinic record is corrected there. */
  editBaby: '/pages/newFun/updateBaby',
} as const;
