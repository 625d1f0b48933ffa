/** Pages the booking feature opens, by the spec's route paths (the payment and record pages belong to others). */
export const BOOKING_ROUTES = {
  index: '/pages/newFun/index',
  newAppoinment: '/pages/newAppoinment/index',
  qr: '/pages/newAppoinmentQr/index',
  doctorError: '/pages/newAppoinmentQr/doctorError',
  orderPage: '/pages/newFun/orderPage',
  sureInfo: '/pages/newFun/sureInfo',
  onlinePay: '/pages/newFun/onlinePay',
  orderDetail: '/pages/newFun/orderDetail',
  addBaby: '/pages/newFun/addBaby',
} as const;
