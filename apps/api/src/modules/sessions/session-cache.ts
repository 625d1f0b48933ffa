import type { SessionScope } from './sessions.types.ts';

/**
 * Resolved sessions kept for a few seconds in each process, so the hot path of every request does not
 * read the session row each time (it was the one query every API call made). Correctness comes from
 * forgetting, not from the clock: every change that must end or alter a session (logout, revoke, merge,
 * disable, a new phone, a staff change) calls `forgetSessions` after its transaction commits, which
 * drops the entries here and tells every other process through the fan-out. The time limit only bounds
 * what a lost message could leave behind (a dropped broker connection also clears everything).
 *
 * A read that started before a forget is not stored (the epoch check): it may have seen the row as it
 * was before the change committed.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

/** A parent's session as resolved: the session row joined with the account. */
export interface ParentSessionRow {
  id: number;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  user_id: number;
  uid: string;
  phone: string | null;
  status: 'active' | 'disabled';
}

/** A staff session as resolved: the session row joined with the staff member. */
export interface StaffSessionRow {
  id: number;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  staff_id: number;
  username: string;
  display_name: string;
  role: 'doctor' | 'manager' | 'admin';
  status: 'active' | 'disabled';
}

interface Cached<R> {
  row: R;
  storedAt: number;
}

export interface SessionRows<R> {
  get(tokenHash: string, nowMs: number): R | undefined;
  /** Stores a row read when the epoch was `epochAtRead`, unless a forget happened since. */
  set(tokenHash: string, row: R, epochAtRead: number, nowMs: number): void;
}

export interface SessionCache {
  parents: SessionRows<ParentSessionRow>;
  staff: SessionRows<StaffSessionRow>;
  epoch(): number;
  forget(scope: SessionScope): void;
  clear(): void;
}

export const createSessionCache = (ttlMs = SESSION_CACHE_TTL_MS): SessionCache => {
  let epoch = 0;
  const parents = new Map<string, Cached<ParentSessionRow>>();
  const staff = new Map<string, Cached<StaffSessionRow>>();

  const rows = <R>(map: Map<string, Cached<R>>): SessionRows<R> => ({
    get: (tokenHash, nowMs) => {
      const hit = map.get(tokenHash);
      if (!hit) return undefined;
      if (nowMs - hit.storedAt < ttlMs) return hit.row;
      map.delete(tokenHash);
      return undefined;
    },
    set: (tokenHash, row, epochAtRead, nowMs) => {
      if (epochAtRead !== epoch) return;
      // Insertion order is age order: past the cap, the oldest entry goes.
      if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value ?? '');
      map.set(tokenHash, { row, storedAt: nowMs });
    },
  });

  const dropWhere = <R>(map: Map<string, Cached<R>>, matches: (row: R) => boolean) => {
    for (const [hash, { row }] of map) if (matches(row)) map.delete(hash);
  };

  return {
    parents: rows(parents),
    staff: rows(staff),
    epoch: () => epoch,
    forget: (scope) => {
      epoch += 1;
      if ('parentSessionId' in scope) dropWhere(parents, (r) => r.id === scope.parentSessionId);
      else if ('userId' in scope) dropWhere(parents, (r) => r.user_id === scope.userId);
      else if ('staffSessionId' in scope) dropWhere(staff, (r) => r.id === scope.staffSessionId);
      else dropWhere(staff, (r) => r.staff_id === scope.staffId);
    },
    clear: () => {
      epoch += 1;
      parents.clear();
      staff.clear();
    },
  };
};
