import type { InquiryNoticeListener } from './consultation.types.ts';

/**
 * Who follows inquiries, registered from their modules' entries (chat). Consultation tells them
 * instead of calling them, so it depends on no module that depends on it. One registry per app.
 */
export interface InquiryListeners {
  listen(listener: InquiryNoticeListener): void;
  all(): readonly InquiryNoticeListener[];
}

export const createInquiryListeners = (): InquiryListeners => {
  const listeners: InquiryNoticeListener[] = [];
  return {
    listen: (listener) => {
      listeners.push(listener);
    },
    all: () => listeners,
  };
};
