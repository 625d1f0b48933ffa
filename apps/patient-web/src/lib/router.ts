import { useMemo } from 'react';
import { HOME_PATH } from '../config/constants.ts';

/**
 * The router helper of spec section 2: open pages by navigate, redirect, switch tab, relaunch or
 * back, appending query parameters. Paths are the spec's route paths, e.g. '/pages/newFun/myBaby'.
 * It drives the app's hash router through a navigator that router.tsx registers at start-up,
 * so it also works outside React (the API client, the launch flow).
 */
export type QueryValue = string | number | boolean | null | undefined;
export type RouteQuery = Record<string, QueryValue>;

interface Navigator {
  go(to: string, replace: boolean): void;
  back(delta: number): void;
  /** True when there is an earlier page of this app in the history to go back to. */
  canGoBack(): boolean;
  /** Fetches a page's module ahead of a likely tap (no-op where nothing is lazy). */
  preload(path: string): void;
}

const fallbackNavigator: Navigator = {
  go(to, replace) {
    const url = `${location.pathname}${location.search}#${to}`;
    if (replace) location.replace(url);
    else location.assign(url);
  },
  back(delta) {
    history.go(-delta);
  },
  canGoBack: () => false,
  preload: () => undefined,
};

let navigator: Navigator = fallbackNavigator;

export const registerNavigator = (next: Navigator): void => {
  navigator = next;
};

/** '/pages/a/b' + { id: 3, empty: undefined } → '/pages/a/b?id=3'. Query already in the path is kept. */
export function buildPath(path: string, query?: RouteQuery): string {
  if (!query) return path;
  const [base = path, existing] = path.split('?', 2);
  const params = new URLSearchParams(existing);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export const appRouter = {
  /** Opens a page on top of the current one. */
  navigate(path: string, query?: RouteQuery) {
    navigator.go(buildPath(path, query), false);
  },
  /** Replaces the current page (it cannot be gone back to). */
  redirect(path: string, query?: RouteQuery) {
    navigator.go(buildPath(path, query), true);
  },
  /** Shows a tab page, replacing the current one (tab pages do not stack). */
  switchTab(path: string, query?: RouteQuery) {
    navigator.go(buildPath(path, query), true);
  },
  /**
   * Starts over at a page. A browser cannot erase its history, so the current entry is replaced
   * and the page becomes the app's root: its back button leads home, never to the pages before.
   */
  relaunch(path: string, query?: RouteQuery) {
    navigator.go(buildPath(path, query), true);
  },
  /** Goes back `delta` pages, or home when there is no earlier page of this app. */
  back(delta = 1) {
    if (navigator.canGoBack()) navigator.back(delta);
    else navigator.go(HOME_PATH, true);
  },
  canGoBack: () => navigator.canGoBack(),
  /** Fetches the module of a page the parent is likely to open next, so it opens without a wait. */
  preload(path: string) {
    navigator.preload(path.split('?', 1)[0] ?? path);
  },
};

export type AppRouter = typeof appRouter;

/** Hook form of the router helper, for components. */
export const useAppRouter = (): AppRouter => useMemo(() => appRouter, []);
