import { TOAST_ERROR_MS, TOAST_MS } from '../config/constants.ts';

/**
 * Toasts through antd-mobile's Toast, loaded on first use: its animation library stays out of the
 * first screen's download. `preloadFeedback()` fetches it once the first screen has rendered, so
 * the first toast is not late.
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
export const toastError = (text: string, durationMs: number = TOAST_ERROR_MS): void => show(text, durationMs);

export const preloadToast = (): void => {
  void loadToast().catch(() => undefined);
};
