/** Pages of the growth feature, by the spec's route paths. */
export const GROWTH_ROUTES = {
  assess: '/pages/evaluationFun/addNewFile',
  chart: '/pages/newFun/lineCharts',
  /** 身高报告 (another feature's page, opened by path). */
  report: '/pages/evaluationFun/presentation',
} as const;
