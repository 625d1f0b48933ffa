import { Toast } from 'antd-mobile';
import { TOAST_ERROR_MS, TOAST_MS } from '../config/constants.ts';

/** A short neutral message (800 ms, spec 9). */
export const toast = (text: string, durationMs: number = TOAST_MS): void => {
  Toast.show({ content: text, duration: durationMs });
};

/** An error or refusal the parent must be able to read (3000 ms, spec 9). */
export const toastError = (text: string, durationMs: number = TOAST_ERROR_MS): void => {
  Toast.show({ content: text, duration: durationMs });
};
