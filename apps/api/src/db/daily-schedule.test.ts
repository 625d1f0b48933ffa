import { describe, expect, it } from 'vitest';
import { nextClinicTime, parseDailyTime, runDaily, sleep } from './daily-schedule.ts';

const utc = (text: string) => new Date(`${text}Z`);

describe('the next clinic 02:30', () => {
  it("is today's while it is ahead on the clinic's clock, else tomorrow's, whatever the server's zone", () => {
    // 02:29:59 and 02:30:00 at the clinic are 18:29:59 and 18:30:00 UTC the day before.
    expect(nextClinicTime(utc('2026-05-19T18:29:59'), '02:30')).toEqual(utc('2026-05-19T18:30:00'));
    expect(nextClinicTime(utc('2026-05-19T18:30:00'), '02:30')).toEqual(utc('2026-05-20T18:30:00'));
    // 17:00 UTC on the 19th is already 01:00 on the 20th at the clinic: its 02:30 is 90 minutes away.
    expect(nextClinicTime(utc('2026-05-19T17:00:00'), '02:30')).toEqual(utc('2026-05-19T18:30:00'));
    // 23:59 at the clinic on New Year's Eve: the next 00:00 is the new year's.
    expect(nextClinicTime(utc('2026-12-31T15:59:00'), '00:00')).toEqual(utc('2026-12-31T16:00:00'));
    // 03:00 on 28 February 2028 at the clinic: the next 02:30 is the leap day's.
    expect(nextClinicTime(utc('2028-02-27T19:00:00'), '02:30')).toEqual(utc('2028-02-28T18:30:00'));
  });
  it('takes HH:MM and nothing else', () => {
    expect(parseDailyTime('02:30')).toBe('02:30');
    expect(parseDailyTime('23:59')).toBe('23:59');
    for (const bad of ['2:30', '24:00', '02:60', '0230', '02:30:00', ''])
      expect(parseDailyTime(bad), bad).toBeNull();
  });
});

describe('runDaily', () => {
  /** A clock that only moves when the loop sleeps, and a task that records when it ran. */
  const harness = (start: Date, { failOn = -1, wakeEarlyOnce = false } = {}) => {
    let clock = start.getTime();
    let early = wakeEarlyOnce;
    const ran: string[] = [];
    const waits: string[] = [];
    const stop = new AbortController();
    const done = runDaily(
      '02:30',
      async () => {
        ran.push(new Date(clock).toISOString());
        clock += 5 * 60_000; // a backup takes five minutes
        if (ran.length === failOn) throw new Error('disk full');
        if (ran.length === 3) stop.abort();
      },
      {
        now: () => new Date(clock),
        sleep: async (ms) => {
          clock += early ? ms / 2 : ms;
          early = false;
        },
        onWait: (next) => waits.push(next.toISOString()),
        onFailure: (err) => waits.push(`failed: ${err instanceof Error ? err.message : ''}`),
        signal: stop.signal,
      },
    );
    return { done, ran, waits };
  };

  it('runs at 02:30 clinic time each day until stopped', async () => {
    const { done, ran } = harness(utc('2026-05-19T10:00:00'));
    await done;
    expect(ran).toEqual(['2026-05-19T18:30:00.000Z', '2026-05-20T18:30:00.000Z', '2026-05-21T18:30:00.000Z']);
  });

  it('carries on the next day after a run that failed, and says so', async () => {
    const { done, ran, waits } = harness(utc('2026-05-19T10:00:00'), { failOn: 1 });
    await done;
    expect(ran).toHaveLength(3);
    expect(waits[1]).toBe('failed: disk full');
    expect(waits[2]).toBe('2026-05-20T18:30:00.000Z');
  });

  it('waits again when woken before the time, rather than run early or twice', async () => {
    const { done, ran } = harness(utc('2026-05-19T10:00:00'), { wakeEarlyOnce: true });
    await done;
    expect(ran[0]).toBe('2026-05-19T18:30:00.000Z');
    expect(new Set(ran).size).toBe(3);
  });

  it('stops while it waits, at once', async () => {
    const stop = new AbortController();
    let ran = 0;
    const done = runDaily(
      '02:30',
      async () => {
        ran++;
      },
      { now: () => new Date(), sleep, signal: stop.signal },
    );
    setTimeout(() => stop.abort(), 20);
    await done;
    expect(ran).toBe(0);
  });
});
