import { beaconReport, createErrorReporter, reportUncaught } from '@sprout/client-core';

/**
 * The console's script errors go to the server (issue 22; admins read them on 前端错误): uncaught
 * errors, unhandled rejections and what React's root catches, each once per page load.
 */
export const consoleErrors = createErrorReporter({
  app: 'console',
  release: typeof __SPROUT_RELEASE__ === 'string' ? __SPROUT_RELEASE__ : 'dev',
  page: () => window.location.hash.replace(/^#/, '') || '/',
  send: beaconReport,
});

export const reportConsoleErrors = (): void => reportUncaught(window, consoleErrors);
