/**
 * Pages of the points mall, by the spec's route paths (the address list is opened by its path, in
 * select mode). 商品详情 is Sprout's own: the spec's route list names no goods page.
 */
export const MALL_ROUTES = {
  mall: '/pages/newFun/integralMall',
  goods: '/pages/newFun/goodsDetail',
  records: '/pages/newFun/integralRecording',
  detail: '/pages/newFun/integrallook',
  addressList: '/pages/newFun/addressManage',
  addAddress: '/pages/newFun/addAddress',
} as const;
