/** Pages of the growth-report feature, by the spec's route paths. */
export const REPORT_ROUTES = {
  presentation: '/pages/evaluationFun/presentation',
  assessment: '/pages/evaluationFun/assessment',
  babyProtect: '/pages/evaluationFun/babyProtect',
  babyProtectM: '/pages/evaluationFun/babyProtectM',
  shareReport: '/pages/evaluationFun/shareReport/index',
  assess: '/pages/evaluationFun/addNewFile',
  chart: '/pages/newFun/lineCharts',
  addBaby: '/pages/newFun/addBaby',
} as const;
