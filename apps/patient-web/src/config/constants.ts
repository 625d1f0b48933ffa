/**
 * Timing and size constants of product-spec.md section 9, in one place.
 * (@sprout/domain is gaining spec-constants.ts; these mirror the spec until the app moves to it.)
 */
export const PAGE_SIZE = 10;
/** Lists show '-- END --' only once they hold at least this many items (spec 9 'no more label'). */
export const END_LABEL_MIN_ITEMS = 5;
export const PULL_DOWN_THRESHOLD_PX = 80;
export const LOAD_MORE_THRESHOLD_PX = 150;
export const BACK_TO_TOP_AFTER_PX = 1000;
export const NAV_FADE_SCROLL_PX = 180;
export const REQUEST_TIMEOUT_MS = 60_000;
export const LOADING_HINT_WAIT_MS = 800;
export const LOADING_HIDE_DELAY_MS = 50;
export const LOADING_HIDE_DELAY_PENDING_MS = 5_000;
export const CLICK_THROTTLE_MS = 500;
export const GENERAL_THROTTLE_MS = 1_500;
export const PREVENT_RECLICK_MS = 3_000;
export const TOAST_MS = 800;
export const TOAST_ERROR_MS = 3_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const APP_BASE = '/appointment/';
export const HOME_PATH = '/pages/home/index';
export const REGISTER_PATH = '/pages/home/register';
/** 添加宝宝, which every page about a baby offers when the parent has none. */
export const ADD_BABY_PATH = '/pages/newFun/addBaby';
