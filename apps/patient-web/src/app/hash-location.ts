import { useSyncExternalStore } from 'react';

/**
 * The app's address after '#', as wouter's location hook: '#/pages/newFun/orderDetail?orderNo=SP…'.
 * wouter's own hash location writes the query before the '#' (location.search), which would change
 * every link the clinic has printed or shared; this one keeps path and query inside the hash, as the
 * react-router hash history did, and numbers history entries the same way (`history.state.idx`, 0 for
 * the first page of the visit) so the back button knows whether an earlier page of the app exists.
 */

/** The hash route split in two: '/pages/a?x=1' → { path: '/pages/a', search: 'x=1' }. */
export const splitHashRoute = (hash: string): { path: string; search: string } => {
  const route = hash.replace(/^#/, '').split('#', 1)[0] ?? '';
  const at = route.indexOf('?');
  const path = at === -1 ? route : route.slice(0, at);
  return {
    path: path.startsWith('/') ? path : `/${path}`,
    search: at === -1 ? '' : route.slice(at + 1),
  };
};

/** The number the history entry carries, or 0 when it has none (a first page, a typed address). */
export const entryIndex = (state: unknown): number =>
  typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
    ? state.idx
    : 0;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Back, forward and a typed hash fire popstate or hashchange; both are heard, React drops repeats. */
const subscribe = (listener: () => void) => {
  if (listeners.size === 0) {
    window.addEventListener('popstate', notify);
    window.addEventListener('hashchange', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('popstate', notify);
    window.removeEventListener('hashchange', notify);
  };
};

const currentPath = () => splitHashRoute(window.location.hash).path;
const currentSearch = () => splitHashRoute(window.location.hash).search;

/** The current entry's number (0 for the first page of this visit). */
export const historyIndex = (): number => entryIndex(window.history.state);

/** Opens `to` ('/pages/a?x=1') as a new entry, or in place of the current one. */
export const navigateHash = (to: string, options: { replace?: boolean } = {}): void => {
  const idx = options.replace ? historyIndex() : historyIndex() + 1;
  const url = `${window.location.pathname}${window.location.search}#${to}`;
  if (options.replace) window.history.replaceState({ idx }, '', url);
  else window.history.pushState({ idx }, '', url);
  notify();
};

/** Numbers the entry the visit starts on, keeping whatever else its state holds. */
export const startHistory = (): void => {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state) return;
  window.history.replaceState({ ...(typeof state === 'object' ? state : {}), idx: 0 }, '');
};

/** wouter's location hook: the path inside the hash and the navigate function. */
export const useHashLocation = (): [string, typeof navigateHash] => [
  useSyncExternalStore(subscribe, currentPath),
  navigateHash,
];

/** wouter's search hook: the query inside the hash, without its '?'. */
export const useHashSearch = (): string => useSyncExternalStore(subscribe, currentSearch);
