/** Pages the consultation feature opens, by the spec's route paths (the pay and booking pages belong to others). */
export const CONSULT_ROUTES = {
  doctor: '/pages/otherFun/doctor',
  managerInfo: '/pages/otherFun/managerInfo',
  scheduling: '/pages/otherFun/scheduling',
  addSubmit: '/pages/otherFun/addSubmit',
  interrogationList: '/pages/otherFun/interrogationList',
  consulting: '/pages/otherFun/consulting',
  appointmentInfo: '/pages/otherFun/appointmentInfo',
  /** The chat page (another part of issue 14 builds it). */
  chat: '/pages/otherFun/chat',
  summary: '/pages/otherFun/summary',
  evaluationDetails: '/pages/otherFun/evaluationDetails',
  onlinePay: '/pages/newFun/onlinePay',
  addBaby: '/pages/newFun/addBaby',
} as const;
