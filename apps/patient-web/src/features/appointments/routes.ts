/** Pages the appointment feature opens, by the spec's route paths. */
export const APPOINTMENT_ROUTES = {
  history: '/pages/newFun/orderHistory',
  detail: '/pages/newFun/orderDetail',
  onlinePay: '/pages/newFun/onlinePay',
  completePay: '/pages/newFun/completePay',
  book: '/pages/newFun/index',
} as const;
