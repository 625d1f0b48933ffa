/** Pages of the package cards, by the spec's route paths; paying is the pay pages' (opened by path). */
export const CARD_ROUTES = {
  list: '/pages/newFun/setMeal',
  detail: '/pages/newFun/setMealDetail',
  onlinePay: '/pages/newFun/onlinePay',
} as const;
