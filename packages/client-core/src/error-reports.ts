import type { ClientApp, ClientErrorReport } from '@sprout/contract';
import { ApiError } from './api-error.ts';

/**
 * Script errors sent to the server (issue 22: POST /api/client/errors), the same way in both apps.
 * Each error is sent once per page load and at most `maxPerLoad` in all, so a page throwing in a loop
 * costs the server a handful of requests; a refusal the app already showed (an ApiError with a
 * business code) is no script error, but a server error (5000) is sent with its request id.
 */
export interface ErrorReporterOptions {
  app: ClientApp;
  release: string;
  /** Where the person is: the route, without its query (the report keeps no parameters). */
  page: () => string;
  /** Sends one report (fetch with keepalive); never throws. */
  send: (report: ClientErrorReport) => void;
  maxPerLoad?: number;
}

export interface ErrorReporter {
  report(error: unknown): void;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The report of one thrown value, or null for what is not a script error. */
export const reportOf = (
  error: unknown,
  where: Pick<ErrorReporterOptions, 'app' | 'release' | 'page'>,
): ClientErrorReport | null => {
  if (error instanceof ApiError && error.code !== 5000) return null;
  const err = error instanceof Error ? error : null;
  const message = err ? `${err.name}: ${err.message}` : String(error);
  const page = where.page().split(/[?#]/)[0] || '/';
  return {
    app: where.app,
    release: clip(where.release, 40),
    page: clip(page, 200),
    message: clip(message.trim() || 'Error', 500),
    ...(err?.stack ? { stack: clip(err.stack, 4000) } : {}),
    ...(error instanceof ApiError && error.requestId ? { requestId: error.requestId } : {}),
  };
};

export const createErrorReporter = (options: ErrorReporterOptions): ErrorReporter => {
  const seen = new Set<string>();
  const max = options.maxPerLoad ?? 5;
  return {
    report: (error) => {
      const report = reportOf(error, options);
      if (!report || seen.size >= max) return;
      const key = `${report.message}\n${report.stack?.split('\n')[1] ?? ''}`;
      if (seen.has(key)) return;
      seen.add(key);
      options.send(report);
    },
  };
};

/** The events a window raises for what nothing caught. */
export interface ErrorEventsTarget {
  addEventListener(type: 'error', listener: (event: { error?: unknown; message?: string }) => void): void;
  addEventListener(type: 'unhandledrejection', listener: (event: { reason?: unknown }) => void): void;
}

/** Reports uncaught errors and unhandled rejections of `target` (the window). */
export const reportUncaught = (target: ErrorEventsTarget, reporter: ErrorReporter): void => {
  target.addEventListener('error', (event) =>
    reporter.report(event.error ?? event.message ?? 'Script error'),
  );
  target.addEventListener('unhandledrejection', (event) => reporter.report(event.reason));
};

/** Sends a report without waiting, surviving the page being left (keepalive); a failure is dropped. */
export const beaconReport = (report: ClientErrorReport): void => {
  try {
    void fetch('/api/client/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {});
  } catch {
    // No fetch, or the page is going away: the error is not reported, and nothing else happens.
  }
};

/** The hash route the person is on ('#/pages/home/index?x=1' → '/pages/home/index'), or '/'. */
const hashRoute = (): string => globalThis.location?.hash.replace(/^#/, '') || '/';

/**
 * What each app calls once at start: its script errors go to the server from now on. Returns the
 * reporter for what the app catches itself (React's root callbacks).
 */
export const watchScriptErrors = (
  app: ErrorReporterOptions['app'],
  release: string,
  target: ErrorEventsTarget = window,
): ErrorReporter => {
  const reporter = createErrorReporter({ app, release, page: hashRoute, send: beaconReport });
  reportUncaught(target, reporter);
  return reporter;
};
