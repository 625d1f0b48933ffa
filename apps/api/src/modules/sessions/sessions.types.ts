import type { StaffRole } from '@sprout/contract';

/**
 * The sessions module's types that other modules hold: who a request is (the principal every route
 * handler is given) and what a change asks every process to stop serving from memory.
 */

/** A logged-in parent, as every parent route receives them. */
export interface ParentPrincipal {
  userId: number;
  uid: string;
  phone: string | null;
  sessionId: number;
}

/** A signed-in staff member (doctor, manager or admin). */
export interface StaffPrincipal {
  staffId: number;
  username: string;
  displayName: string;
  role: StaffRole;
  sessionId: number;
}

/** What must stop being served from memory: one session, or every session of an account. */
export type SessionScope =
  | { parentSessionId: number }
  | { userId: number }
  | { staffSessionId: number }
  | { staffId: number };
