import { describe, expect, it } from 'vitest';
import * as C from './spec-constants.ts';

describe('spec section 9 constants', () => {
  it('hold the spec values', () => {
    expect({
      DEFAULT_PAGE_SIZE: C.DEFAULT_PAGE_SIZE,
      GROUP_MEMBER_PAGE_SIZE: C.GROUP_MEMBER_PAGE_SIZE,
      NO_MORE_LABEL_THRESHOLD: C.NO_MORE_LABEL_THRESHOLD,
      PULL_DOWN_REFRESH_OFFSET: C.PULL_DOWN_REFRESH_OFFSET,
      LOAD_MORE_OFFSET: C.LOAD_MORE_OFFSET,
      BACK_TO_TOP_SCROLL: C.BACK_TO_TOP_SCROLL,
      NAV_FADE_SCROLL: C.NAV_FADE_SCROLL,
      CHUNK_LOAD_TIMEOUT_MS: C.CHUNK_LOAD_TIMEOUT_MS,
      NETWORK_TIMEOUT_MS: C.NETWORK_TIMEOUT_MS,
      ASYNC_LOADING_DELAY_MS: C.ASYNC_LOADING_DELAY_MS,
      LOCATION_TIMEOUT_MS: C.LOCATION_TIMEOUT_MS,
      SOCKET_RECONNECT_MS: C.SOCKET_RECONNECT_MS,
      HEARTBEAT_INTERVAL_MS: C.HEARTBEAT_INTERVAL_MS,
      HEARTBEAT_FIRST_DELAY_MS: C.HEARTBEAT_FIRST_DELAY_MS,
      LOADING_HIDE_DELAY_MS: C.LOADING_HIDE_DELAY_MS,
      LOADING_HIDE_DELAY_PENDING_SHOW_MS: C.LOADING_HIDE_DELAY_PENDING_SHOW_MS,
      LOADING_HINT_WAIT_MS: C.LOADING_HINT_WAIT_MS,
      CLICK_THROTTLE_MS: C.CLICK_THROTTLE_MS,
      GENERAL_THROTTLE_MS: C.GENERAL_THROTTLE_MS,
      PREVENT_RE_CLICK_MS: C.PREVENT_RE_CLICK_MS,
      TOAST_MS: C.TOAST_MS,
      ERROR_TOAST_MS: C.ERROR_TOAST_MS,
      MESSAGE_TIME_LABEL_GAP_SECONDS: C.MESSAGE_TIME_LABEL_GAP_SECONDS,
      RANDOM_STRING_LENGTH: C.RANDOM_STRING_LENGTH,
      APP_VERSION: C.APP_VERSION,
      APP_VERSION_CODE: C.APP_VERSION_CODE,
      DESIGN_WIDTH: C.DESIGN_WIDTH,
    }).toEqual({
      DEFAULT_PAGE_SIZE: 10,
      GROUP_MEMBER_PAGE_SIZE: 15,
      NO_MORE_LABEL_THRESHOLD: 5,
      PULL_DOWN_REFRESH_OFFSET: 80,
      LOAD_MORE_OFFSET: 150,
      BACK_TO_TOP_SCROLL: 1000,
      NAV_FADE_SCROLL: 180,
      CHUNK_LOAD_TIMEOUT_MS: 120_000,
      NETWORK_TIMEOUT_MS: 60_000,
      ASYNC_LOADING_DELAY_MS: 200,
      LOCATION_TIMEOUT_MS: 5000,
      SOCKET_RECONNECT_MS: 3000,
      HEARTBEAT_INTERVAL_MS: 10_000,
      HEARTBEAT_FIRST_DELAY_MS: 5000,
      LOADING_HIDE_DELAY_MS: 50,
      LOADING_HIDE_DELAY_PENDING_SHOW_MS: 5000,
      LOADING_HINT_WAIT_MS: 800,
      CLICK_THROTTLE_MS: 500,
      GENERAL_THROTTLE_MS: 1500,
      PREVENT_RE_CLICK_MS: 3000,
      TOAST_MS: 800,
      ERROR_TOAST_MS: 3000,
      MESSAGE_TIME_LABEL_GAP_SECONDS: 60,
      RANDOM_STRING_LENGTH: 32,
      APP_VERSION: '1.1.0',
      APP_VERSION_CODE: 110,
      DESIGN_WIDTH: 750,
    });
  });

  it('hold the colours and layer order', () => {
    expect([C.COLOR_PRIMARY, C.COLOR_SUCCESS, C.COLOR_WARNING, C.COLOR_ERROR]).toEqual([
      '#2979ff',
      '#19be6b',
      '#ff9900',
      '#fa3534',
    ]);
    const layers = [C.Z_INDEX_TOAST, C.Z_INDEX_NO_NETWORK, C.Z_INDEX_POPUP, C.Z_INDEX_MASK, C.Z_INDEX_NAVBAR];
    expect(layers).toEqual([10090, 10080, 10075, 10070, 980]);
    // A toast must show above everything else, the navbar below every overlay.
    expect([...layers].sort((a, b) => b - a)).toEqual(layers);
  });

  it('keep the growth chart grid consistent', () => {
    expect(C.GROWTH_CHART_SLOTS_PER_MONTH).toBe(31);
    expect(C.GROWTH_CHART_SLOTS_PER_YEAR).toBe(12 * C.GROWTH_CHART_SLOTS_PER_MONTH);
    expect(C.GROWTH_CHART_TOTAL_SLOTS).toBe(6697);
    // Slots 0 .. 18 * 372 inclusive.
    expect(C.GROWTH_CHART_TOTAL_SLOTS).toBe(C.GROWTH_CHART_MAX_AGE_YEARS * C.GROWTH_CHART_SLOTS_PER_YEAR + 1);
    expect(C.GROWTH_CHART_HALF_YEAR_STEP_MS).toBe(182.5 * 24 * 3600 * 1000);
  });
});

describe('randomString', () => {
  it('defaults to 32 letters and digits', () => {
    const s = C.randomString();
    expect(s).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(C.randomString(0)).toBe('');
    expect(C.randomString(5)).toHaveLength(5);
  });

  it('maps the generator onto the alphabet, including its edges', () => {
    expect(C.randomString(3, () => 0)).toBe('AAA');
    expect(C.randomString(2, () => 0.999999)).toBe('99');
    expect(C.randomString(1, () => 1)).toBe('9');
    const values = [0, 26 / 62, 52 / 62];
    let i = 0;
    expect(C.randomString(3, () => values[i++] ?? 0)).toBe('Aa0');
  });

  it('refuses a nonsense length', () => {
    expect(() => C.randomString(-1)).toThrow(RangeError);
    expect(() => C.randomString(1.5)).toThrow(RangeError);
  });
});
