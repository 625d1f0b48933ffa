/** Pages of the growth feature, by the spec's route paths. */
export const GROWTH_ROUTES = {
  assess: '/pages/evaluationFun/addNewFile',
  chart: '/pages/newFun/lineCharts',
  addBaby: '/pages/newFun/addBaby',
} as const;
