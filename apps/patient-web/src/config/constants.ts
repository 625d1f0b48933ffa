/**
 * The patient app's own addresses. The spec's timing and size constants (section 9: page size,
 * timeouts, throttles, toasts, scroll distances) are @sprout/domain's spec-constants, shared with the
 * server, so they are imported from there rather than copied here.
 */
export const APP_BASE = '/appointment/';
export const HOME_PATH = '/pages/home/index';
export const REGISTER_PATH = '/pages/home/register';
/** 添加宝宝, which every page about a baby offers when the parent has none. */
export const ADD_BABY_PATH = '/pages/newFun/addBaby';
