import type { SessionStopObserver } from './clinic.types.ts';

/**
 * Who keeps bookings on clinic sessions, registered from their modules' entries (booking: its
 * appointments). The clinic owns sessions and stops them; it tells the observers instead of reaching
 * into their tables, so clinic depends on no module that depends on it. One registry per app.
 */
export interface SessionStops {
  observe(observer: SessionStopObserver): void;
  observers(): readonly SessionStopObserver[];
}

export const createSessionStops = (): SessionStops => {
  const observers: SessionStopObserver[] = [];
  return {
    observe: (observer) => {
      observers.push(observer);
    },
    observers: () => observers,
  };
};
