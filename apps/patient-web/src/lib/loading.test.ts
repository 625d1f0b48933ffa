import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type LoadingModule = typeof import('./loading.ts');
let m: LoadingModule;
const visible = () => m.getLoadingState().visible;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules(); // the mask is module state: every test starts with a fresh one
  m = await import('./loading.ts');
});
afterEach(() => vi.useRealTimers());

describe('loading mask timings (spec 4)', () => {
  it('never shows for a call that ends within the 800 ms hint wait', () => {
    m.showLoading();
    vi.advanceTimersByTime(799);
    m.hideLoading();
    vi.advanceTimersByTime(2000);
    expect(visible()).toBe(false);
  });

  it('shows after 800 ms with 加载中... and hides 50 ms after the call ends', () => {
    m.showLoading();
    vi.advanceTimersByTime(800);
    expect(m.getLoadingState()).toEqual({ visible: true, text: '加载中...' });
    m.hideLoading();
    vi.advanceTimersByTime(49);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(false);
  });

  it('keeps one mask across a chained call: a show during the pending hide stretches it to 5 s', () => {
    m.showLoading();
    vi.advanceTimersByTime(800);
    m.hideLoading();
    vi.advanceTimersByTime(20);
    m.showLoading(); // the next call starts before the 50 ms hide ran
    vi.advanceTimersByTime(4900);
    expect(visible()).toBe(true);
    m.hideLoading();
    vi.advanceTimersByTime(50);
    expect(visible()).toBe(false);
  });

  it('never sticks longer than 5 s when a chained call forgets to hide', () => {
    m.showLoading();
    vi.advanceTimersByTime(800);
    m.hideLoading();
    m.showLoading();
    vi.advanceTimersByTime(4999);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(false);
  });

  it('counts calls: the mask goes only when every show has had its hide', () => {
    m.showLoading();
    m.showLoading();
    vi.advanceTimersByTime(800);
    m.hideLoading();
    vi.advanceTimersByTime(100);
    expect(visible()).toBe(true);
    m.hideLoading();
    vi.advanceTimersByTime(50);
    expect(visible()).toBe(false);
  });
});
