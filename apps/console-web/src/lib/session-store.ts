import type { StaffMember } from '@sprout/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Why the user was sent back to the login page, shown there once. */
export type SignOutReason = { kind: 'forced'; msg: string } | { kind: 'loggedOut' } | null;

interface SessionState {
  token: string | null;
  staff: StaffMember | null;
  signOutReason: SignOutReason;
  signIn: (token: string, staff: StaffMember) => void;
  setStaff: (staff: StaffMember) => void;
  signOut: (reason: SignOutReason) => void;
}

/**
 * The signed-in staff member. Kept in sessionStorage, not localStorage: clinic PCs are shared,
 * and closing the browser must end the session on this machine.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      staff: null,
      signOutReason: null,
      signIn: (token, staff) => set({ token, staff, signOutReason: null }),
      setStaff: (staff) => set({ staff }),
      signOut: (signOutReason) => set({ token: null, staff: null, signOutReason }),
    }),
    {
      name: 'sprout-console-session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ token: state.token, staff: state.staff }),
    },
  ),
);
