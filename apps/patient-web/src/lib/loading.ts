import {
  LOADING_HIDE_DELAY_MS,
  LOADING_HIDE_DELAY_PENDING_SHOW_MS,
  LOADING_HINT_WAIT_MS,
} from '@sprout/domain';
import { zhCN } from '../locale/zh-CN.ts';

/**
 * The global loading mask, as spec section 4 describes it:
 * - the hint waits 800 ms before it appears, so quick calls never flash a mask;
 * - hiding is delayed 50 ms, so back-to-back calls (one ends, the next starts) share one mask
 *   instead of flickering;
 * - when a further show is requested while a hide is pending (or more calls are still open),
 *   the hide waits 5 s instead: the mask stays for the chained request but can never stick
 *   for longer than that if a caller forgets its hideLoading().
 * Calls are counted: the mask goes only when every showLoading() has had its hideLoading().
 */
export interface LoadingState {
  visible: boolean;
  text: string;
}

type Listener = (state: LoadingState) => void;

let state: LoadingState = { visible: false, text: zhCN.common.loading };
let openCalls = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

const emit = (next: LoadingState) => {
  state = next;
  for (const listener of listeners) listener(state);
};

const clear = (timer: ReturnType<typeof setTimeout> | undefined) => {
  if (timer !== undefined) clearTimeout(timer);
};

export function showLoading(text: string = zhCN.common.loading): void {
  openCalls += 1;
  if (hideTimer !== undefined) {
    // A hide is pending and a further show arrives: stretch the hide to 5 s (spec 4).
    clear(hideTimer);
    hideTimer = setTimeout(finishHide, LOADING_HIDE_DELAY_PENDING_SHOW_MS);
  }
  if (state.visible) {
    if (state.text !== text) emit({ visible: true, text });
    return;
  }
  clear(showTimer);
  showTimer = setTimeout(() => {
    showTimer = undefined;
    if (openCalls > 0) emit({ visible: true, text });
  }, LOADING_HINT_WAIT_MS);
}

export function hideLoading(): void {
  if (openCalls === 0) return;
  openCalls -= 1;
  if (openCalls > 0) return;
  if (!state.visible) {
    // Finished before the 800 ms hint: nothing was shown, nothing to hide.
    clear(showTimer);
    showTimer = undefined;
    return;
  }
  clear(hideTimer);
  hideTimer = setTimeout(finishHide, LOADING_HIDE_DELAY_MS);
}

function finishHide(): void {
  hideTimer = undefined;
  clear(showTimer);
  showTimer = undefined;
  openCalls = 0;
  emit({ ...state, visible: false });
}

export const getLoadingState = (): LoadingState => state;

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Runs `work` under the mask. */
export async function withLoading<T>(work: () => Promise<T>, text?: string): Promise<T> {
  showLoading(text);
  try {
    return await work();
  } finally {
    hideLoading();
  }
}
