/** Pages of the baby feature, by the spec's route paths. */
export const BABY_ROUTES = {
  list: '/pages/newFun/myBaby',
  add: '/pages/newFun/addBaby',
  update: '/pages/newFun/updateBaby',
} as const;
