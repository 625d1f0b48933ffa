import type { ComponentType } from 'react';
import { Redirect, Router, useLocation } from 'wouter';
import { HOME_PATH } from '../config/constants.ts';
import { registerNavigator } from '../lib/router.ts';
import { historyIndex, navigateHash, startHistory, useHashLocation, useHashSearch } from './hash-location.ts';
import { NotFound } from './not-found.tsx';
import { type PageLoader, preloadPage, RouteLayout } from './route-layout.tsx';
import { matchRoute, moduleNameOf, ROUTES } from './route-table.ts';

/**
 * Page modules, found by file: '/pages/newFun/myBaby' ↔ './routes/newFun/myBaby.tsx'.
 * Each is its own chunk, so the first screen loads only what it shows.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>('./routes/**/*.tsx');

const loaderFor = (path: string): PageLoader | undefined => pageModules[`./routes/${moduleNameOf(path)}.tsx`];

/** The page of the current address: its layout and lazy body, home for '/', or 页面不存在. */
function CurrentPage() {
  const [path] = useLocation();
  if (path === '/') return <Redirect to={HOME_PATH} replace />;
  const route = matchRoute(path);
  if (!route) return <NotFound />;
  return <RouteLayout key={route.path} route={route} loader={loaderFor(route.path)} />;
}

/**
 * Hash routing under the /appointment/ base (the base is the page's own address, set by vite's `base`)
 * with wouter: every route is a fixed path of the route table, so a look-up finds the page, and pages
 * read their query with wouter's useSearchParams.
 */
export function AppRouter() {
  return (
    <Router hook={useHashLocation} searchHook={useHashSearch}>
      <CurrentPage />
    </Router>
  );
}

startHistory();
registerNavigator({
  go: (to, replace) => navigateHash(to, { replace }),
  back: (delta) => window.history.go(-delta),
  canGoBack: () => historyIndex() > 0,
  preload: (path) => {
    const loader = loaderFor(path);
    if (loader) preloadPage(path, loader);
  },
});

/** Paths that have a page module, for tests and the report. */
export const builtPagePaths = (): string[] => ROUTES.filter((r) => loaderFor(r.path)).map((r) => r.path);
