import type { ComponentType } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { HOME_PATH } from '../config/constants.ts';
import { registerNavigator } from '../lib/router.ts';
import { NotFound } from './not-found.tsx';
import { type PageLoader, RouteLayout } from './route-layout.tsx';
import { moduleNameOf, ROUTES } from './route-table.ts';

/**
 * Page modules, found by file: '/pages/newFun/myBaby' ↔ './routes/newFun/myBaby.tsx'.
 * Each is its own chunk, so the first screen loads only what it shows.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>('./routes/**/*.tsx');

const loaderFor = (path: string): PageLoader | undefined => pageModules[`./routes/${moduleNameOf(path)}.tsx`];

export const routeObjects: RouteObject[] = [
  { path: '/', element: <Navigate to={HOME_PATH} replace /> },
  ...ROUTES.map((route) => ({
    path: route.path,
    element: <RouteLayout key={route.path} route={route} loader={loaderFor(route.path)} />,
  })),
  { path: '*', element: <NotFound /> },
];

/** Hash routing under the /appointment/ base (the base is the page's own address, set by vite's `base`). */
export const router = createHashRouter(routeObjects);

const historyIndex = (): number => {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return 0;
  return typeof state.idx === 'number' ? state.idx : 0;
};

registerNavigator({
  go: (to, replace) => void router.navigate(to, { replace }),
  back: (delta) => void router.navigate(-delta),
  // The router numbers its history entries; 0 is the first page of this visit.
  canGoBack: () => historyIndex() > 0,
});

/** Paths that have a page module, for tests and the report. */
export const builtPagePaths = (): string[] => ROUTES.filter((r) => loaderFor(r.path)).map((r) => r.path);
