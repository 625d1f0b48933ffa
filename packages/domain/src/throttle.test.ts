import { describe, expect, it } from 'vitest';
import { createPreventReClick, throttle } from './throttle.ts';

/** A hand-driven clock. */
const clock = (start = 1_000_000) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms), set: (ms: number) => (t = ms) };
};

describe('throttle', () => {
  it('runs the leading call and drops calls within the window', () => {
    const c = clock();
    const calls: string[] = [];
    const throttled = throttle((s: string) => calls.push(s), 500, c.now);
    expect(throttled('a')).toBe(true);
    c.advance(499);
    expect(throttled('b')).toBe(false);
    c.advance(1);
    expect(throttled('c')).toBe(true);
    expect(throttled('d')).toBe(false);
    expect(calls).toEqual(['a', 'c']);
  });

  it('measures the window from the last run, not the last call', () => {
    const c = clock();
    let count = 0;
    const throttled = throttle(
      () => {
        count += 1;
      },
      1500,
      c.now,
    );
    throttled();
    for (let i = 0; i < 14; i += 1) {
      c.advance(100);
      throttled();
    }
    expect(count).toBe(1);
    c.advance(100);
    throttled();
    expect(count).toBe(2);
  });

  it('runs a first call at time 0 and unlocks when the clock goes backwards', () => {
    const c = clock(0);
    let count = 0;
    const throttled = throttle(
      () => {
        count += 1;
      },
      500,
      c.now,
    );
    throttled();
    c.set(-10_000);
    throttled();
    expect(count).toBe(2);
  });

  it('passes all arguments through', () => {
    const seen: number[][] = [];
    throttle((a: number, b: number) => seen.push([a, b]), 500)(1, 2);
    expect(seen).toEqual([[1, 2]]);
  });
});

describe('createPreventReClick', () => {
  it('locks for 3 s by default', () => {
    const c = clock();
    const guard = createPreventReClick(undefined, c.now);
    expect(guard.tryAcquire()).toBe(true);
    c.advance(2999);
    expect(guard.tryAcquire()).toBe(false);
    c.advance(1);
    expect(guard.tryAcquire()).toBe(true);
    expect(guard.tryAcquire()).toBe(false);
  });

  it('honours a custom lock and an early release', () => {
    const c = clock();
    const guard = createPreventReClick(100, c.now);
    expect(guard.tryAcquire()).toBe(true);
    c.advance(50);
    expect(guard.tryAcquire()).toBe(false);
    guard.release();
    expect(guard.tryAcquire()).toBe(true);
    c.advance(99);
    expect(guard.tryAcquire()).toBe(false);
    c.advance(1);
    expect(guard.tryAcquire()).toBe(true);
  });

  it('keeps separate guards independent', () => {
    const c = clock();
    const a = createPreventReClick(3000, c.now);
    const b = createPreventReClick(3000, c.now);
    expect(a.tryAcquire()).toBe(true);
    expect(b.tryAcquire()).toBe(true);
    expect(a.tryAcquire()).toBe(false);
  });
});
