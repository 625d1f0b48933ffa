import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useSearchParams } from 'wouter';
import { EmptyState } from '../components/empty-state.tsx';
import { NavBar } from '../components/nav-bar.tsx';
import { zhCN } from '../locale/zh-CN.ts';
import type { RouteEntry } from './route-table.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** Sets document.title; WeChat shows it in its own top bar. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title || zhCN.appName;
  }, [title]);
}

/** The route's title, or its variant for the address's query (`titleWhen`). */
function useRouteTitle(route: RouteEntry): string {
  const [params] = useSearchParams();
  const when = route.titleWhen;
  return when && params.get(when.param) === when.value ? when.title : route.title;
}

function RouteNavBar({ route, title }: { route: RouteEntry; title: string }) {
  if (route.nav === 'custom') return null;
  return (
    <NavBar
      type={route.nav}
      title={route.hideTitle ? '' : title}
      showBack={route.showBack}
      showHome={route.showHome}
      titleAlign={route.titleAlign ?? 'center'}
      background={route.theme?.background ?? '#fff'}
      {...(route.theme ? { color: route.theme.color } : {})}
    />
  );
}

export function PageFallback() {
  return (
    <div className="sp-page-loading" aria-live="polite">
      <DotLoading color="primary" />
    </div>
  );
}

const lazyCache = new Map<string, ComponentType>();
/** Page modules already fetched (by a tap or a preload): rendered at once, without suspending. */
const loadedPages = new Map<string, ComponentType>();

const loadPage = (path: string, loader: PageLoader): Promise<PageModule> =>
  loader().then((module) => {
    loadedPages.set(path, module.default);
    return module;
  });

function lazyPage(path: string, loader: PageLoader): ComponentType {
  const loaded = loadedPages.get(path);
  if (loaded) return loaded;
  let component = lazyCache.get(path);
  if (!component) {
    component = lazy(() => loadPage(path, loader));
    lazyCache.set(path, component);
  }
  return component;
}

/**
 * Fetches a page's module before the parent opens it (a list preloads the page its rows open). Why:
 * React reveals a suspended page at most every 300 ms once its fallback showed, so a page whose
 * module is already here opens that much sooner. A failed preload is forgotten: the tap loads again.
 */
export const preloadPage = (path: string, loader: PageLoader): void => {
  if (loadedPages.has(path)) return;
  loadPage(path, loader).catch(() => undefined);
};

/**
 * One route: the bar from the route table (unless the page draws its own), the document title,
 * and the lazily loaded page body, or the empty state while no page module exists.
 */
export function RouteLayout({ route, loader }: { route: RouteEntry; loader: PageLoader | undefined }) {
  const title = useRouteTitle(route);
  useDocumentTitle(title);
  const Page = loader ? lazyPage(route.path, loader) : null;
  return (
    <div className="sp-page" data-route={route.path}>
      <RouteNavBar route={route} title={title} />
      {/* The page's own content is the document's one main landmark; the bar stays outside it. */}
      <main className="sp-main">
        {Page ? (
          <RouteErrorBoundary key={route.path} route={route}>
            <Suspense fallback={<PageFallback />}>
              <Page />
            </Suspense>
          </RouteErrorBoundary>
        ) : (
          <EmptyState />
        )}
      </main>
    </div>
  );
}
