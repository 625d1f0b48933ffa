/**
 * Timing and limit constants of product-spec section 9, named once so that the clients and the
 * server agree. Image and video choice limits live in uploads.ts, the page-size cap in paging.ts.
 * Scroll distances are in the design's units (750 wide), as the legacy app measured them.
 */

// Paging and lists
export const DEFAULT_PAGE_SIZE = 10;
export const GROUP_MEMBER_PAGE_SIZE = 15;
/** The 'no more' label is tied to lists shorter than this many items. */
export const NO_MORE_LABEL_THRESHOLD = 5;
/** The learning list asks for everything at once: page 1, size 1000. */
export const LEARNING_LIST_PAGE_NUM = 1;
export const LEARNING_LIST_PAGE_SIZE = 1000;

// Scrolling
export const PULL_DOWN_REFRESH_OFFSET = 80;
export const LOAD_MORE_OFFSET = 150;
export const BACK_TO_TOP_SCROLL = 1000;
export const NAV_FADE_SCROLL = 180;

// Loading and network
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const NETWORK_TIMEOUT_MS = 60_000;
export const ASYNC_COMPONENT_TIMEOUT_MS = 60_000;
/** One legacy request client defaulted to 6 s; kept for reference, new code uses NETWORK_TIMEOUT_MS. */
export const LEGACY_SHORT_NETWORK_TIMEOUT_MS = 6000;
export const ASYNC_LOADING_DELAY_MS = 200;
export const LOCATION_TIMEOUT_MS = 5000;
export const LOADING_HIDE_DELAY_MS = 50;
/** Hiding waits this long instead when another show is requested meanwhile, to avoid flicker. */
export const LOADING_HIDE_DELAY_PENDING_SHOW_MS = 5000;
export const LOADING_HINT_WAIT_MS = 800;
export const PAGE_ANIMATION_MS = 300;

// Realtime chat
export const SOCKET_RECONNECT_MS = 3000;
export const HEARTBEAT_INTERVAL_MS = 10_000;
export const HEARTBEAT_FIRST_DELAY_MS = 5000;
/** Chat message times are in seconds; a time label shows when the gap is more than this. */
export const MESSAGE_TIME_LABEL_GAP_SECONDS = 60;

// Input pacing
export const CLICK_THROTTLE_MS = 500;
export const GENERAL_THROTTLE_MS = 1500;
export const PREVENT_RE_CLICK_MS = 3000;

// Toasts
export const TOAST_MS = 800;
export const ERROR_TOAST_MS = 3000;
/** 'You pulled too fast' and 'no more' toasts keep their own durations (spec section 8). */
export const PULLED_TOO_FAST_TOAST_MS = 500;
export const NO_MORE_TOAST_MS = 1500;

// Relative time
export const RELATIVE_TIME_JUST_NOW_MS = 5 * 60_000;

// Growth chart: ages 0 to 18 on a fixed grid of 31-day months, plus the closing slot at 18.
export const GROWTH_CHART_MIN_AGE_YEARS = 0;
export const GROWTH_CHART_MAX_AGE_YEARS = 18;
export const GROWTH_CHART_SLOTS_PER_MONTH = 31;
export const GROWTH_CHART_SLOTS_PER_YEAR = 372;
export const GROWTH_CHART_TOTAL_SLOTS = 6697;
/** 182.5 days in ms: the step between half-year ticks. */
export const GROWTH_CHART_HALF_YEAR_STEP_MS = 15_768e6;

// App identity and look
export const RANDOM_STRING_LENGTH = 32;
export const APP_VERSION = '1.1.0';
export const APP_VERSION_CODE = 110;
export const DESIGN_WIDTH = 750;
export const COLOR_PRIMARY = '#2979ff';
export const COLOR_SUCCESS = '#19be6b';
export const COLOR_WARNING = '#ff9900';
export const COLOR_ERROR = '#fa3534';
// The theme colour is green in one source and teal in another; the spec gives no value, so none here.

// Layer order (z-index), highest first
export const Z_INDEX_TOAST = 10090;
export const Z_INDEX_NO_NETWORK = 10080;
export const Z_INDEX_POPUP = 10075;
export const Z_INDEX_MASK = 10070;
export const Z_INDEX_NAVBAR = 980;

const RANDOM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Random letters and digits, for client-side keys and request ids. Not for secrets: payment nonces
 * and tokens come from the server's crypto. `random` is injectable so tests are deterministic.
 */
export const randomString = (
  length: number = RANDOM_STRING_LENGTH,
  random: () => number = Math.random,
): string => {
  if (!Number.isSafeInteger(length) || length < 0)
    throw new RangeError(`length must be a whole number ≥ 0: ${length}`);
  let out = '';
  for (let i = 0; i < length; i += 1) {
    // Clamp so that a generator returning exactly 1 (or slightly out of range) still picks a character.
    const index = Math.min(
      RANDOM_ALPHABET.length - 1,
      Math.max(0, Math.floor(random() * RANDOM_ALPHABET.length)),
    );
    out += RANDOM_ALPHABET.charAt(index);
  }
  return out;
};
