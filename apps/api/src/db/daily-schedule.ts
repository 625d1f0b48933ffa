import { addCalendarDays, clinicClock } from '@sprout/domain';

/** HH:MM on a 24-hour clock, as `--daily-at` takes it. */
export const parseDailyTime = (text: string): string | null => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? `${m[1]}:${m[2]}` : null;
};

/**
 * The next instant after `now` at which the clinic's clock (Asia/Shanghai, no daylight saving) reads
 * `time`: today's when it is still ahead, else tomorrow's. The server's own time zone plays no part.
 */
export const nextClinicTime = (now: Date, time: string): Date => {
  const { date } = clinicClock(now);
  const today = new Date(`${date}T${time}:00+08:00`);
  return today.getTime() > now.getTime() ? today : new Date(`${addCalendarDays(date, 1)}T${time}:00+08:00`);
};

export interface DailyRun {
  /** Resolves after `ms`, or early when `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  now: () => Date;
  /** Told before each wait, and after each run that threw (the loop carries on to the next day). */
  onWait?: (next: Date) => void;
  onFailure?: (err: unknown) => void;
  signal: AbortSignal;
}

/**
 * Runs `task` every day when the clinic's clock reads `time`, until `signal` aborts (a stop: a run
 * under way finishes first). A failed run is reported and the next day's still happens: the backup
 * container stays up, and a missed night shows in its log.
 */
export const runDaily = async (time: string, task: () => Promise<void>, run: DailyRun): Promise<void> => {
  while (!run.signal.aborted) {
    const next = nextClinicTime(run.now(), time);
    run.onWait?.(next);
    await run.sleep(Math.max(0, next.getTime() - run.now().getTime()), run.signal);
    if (run.signal.aborted) return;
    // Woken early (a timer is not a clock): wait again for the same time rather than run twice.
    if (run.now().getTime() < next.getTime()) continue;
    try {
      await task();
    } catch (err) {
      run.onFailure?.(err);
    }
  }
};

/** A timer that the signal ends early (the waits are under a day, well inside setTimeout's range). */
export const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((done) => {
    if (signal.aborted) return done();
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      done();
    }
    signal.addEventListener('abort', finish, { once: true });
  });
