/** Pages of the points mall, by the spec's route paths (the address list is opened by its path, in select mode). */
export const MALL_ROUTES = {
  mall: '/pages/newFun/integralMall',
  records: '/pages/newFun/integralRecording',
  detail: '/pages/newFun/integrallook',
  addressList: '/pages/newFun/addressManage',
  addAddress: '/pages/newFun/addAddress',
} as const;
