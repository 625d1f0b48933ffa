import { ERROR_TOAST_MS, TOAST_MS } from '@sprout/domain';

/**
 * Toasts through antd-mobile's Toast, loaded on first use: its animation library (react-spring: with Toast's own code about
 * 30 kB gzip) stays out of the first screen's download.
 * `preloadToastOnFirstInput()` fetches it at the parent's first tap or key press, so the first toast,
 * which answers something the parent did, is not late.
 */
type ToastApi = typeof import('antd-mobile/es/components/toast').default;

let toastApi: Promise<ToastApi> | undefined;
const loadToast = (): Promise<ToastApi> => {
  toastApi ??= import('antd-mobile/es/components/toast').then((m) => m.default);
  return toastApi;
};

function show(text: string, durationMs: number): void {
  loadToast().then(
    (Toast) => Toast.show({ content: text, duration: durationMs }),
    (error: unknown) => console.error('[toast] could not load', error, text),
  );
}

/** A short neutral message (800 ms, spec 9). */
export const toast = (text: string, durationMs: number = TOAST_MS): void => show(text, durationMs);

/** An error or refusal the parent must be able to read (3000 ms, spec 9). */
export const toastError = (text: string, durationMs: number = ERROR_TOAST_MS): void => show(text, durationMs);

const preloadToast = (): void => {
  void loadToast().catch(() => undefined);
};

const INPUTS = ['pointerdown', 'keydown'] as const;

/** Starts fetching the toast code at the first tap or key press anywhere on the page. */
export const preloadToastOnFirstInput = (): void => {
  const start = () => {
    for (const type of INPUTS) window.removeEventListener(type, start, true);
    preloadToast();
  };
  for (const type of INPUTS) window.addEventListener(type, start, { capture: true, passive: true });
};
