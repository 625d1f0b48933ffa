import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The stored user of spec section 3 ("User info"): token, uid, user id, phone. */
export interface SessionUser {
  token: string;
  uid: string;
  userId: number;
  phone: string | null;
}

export interface SessionState {
  token: string | null;
  uid: string | null;
  userId: number | null;
  phone: string | null;
  setUser(user: SessionUser): void;
  /** Keeps the session but records a newly bound phone. */
  setPhone(phone: string | null): void;
  clearUser(): void;
}

export const SESSION_STORAGE_KEY = 'sprout.user';

const empty = { token: null, uid: null, userId: null, phone: null } as const;

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...empty,
      setUser: (user) => set({ token: user.token, uid: user.uid, userId: user.userId, phone: user.phone }),
      setPhone: (phone) => set({ phone }),
      clearUser: () => set({ ...empty }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ token: s.token, uid: s.uid, userId: s.userId, phone: s.phone }),
      version: 1,
    },
  ),
);

/** Selectors: `useSession(hasToken)`, or `hasToken(useSession.getState())` outside React. */
export const hasToken = (s: Pick<SessionState, 'token'>): boolean => Boolean(s.token);
export const hasPhone = (s: Pick<SessionState, 'phone'>): boolean => Boolean(s.phone);

/** The current token, read outside React (the API client). */
export const getToken = (): string | null => useSession.getState().token;
