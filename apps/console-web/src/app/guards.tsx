import type { StaffRole } from '@sprout/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { hasRole } from '../config/navigation.ts';
import { useSessionStore } from '../lib/session-store.ts';

/** Signed-out visitors go to the login page, which brings them back here afterwards. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const token = useSessionStore((s) => s.token);
  const signedOutOnPurpose = useSessionStore((s) => s.signOutReason?.kind === 'loggedOut');
  const location = useLocation();
  if (token) return children;
  // After 退出登录 the next person at this PC starts from the dashboard, not from the last page.
  const from = signedOutOnPurpose ? '/' : `${location.pathname}${location.search}`;
  const search = from === '/' ? '' : `?redirect=${encodeURIComponent(from)}`;
  return <Navigate to={`/login${search}`} replace />;
}

/** A page for `minRole` and above; the server refuses the data anyway, this only says so plainly. */
export function RequireRole({ minRole, children }: { minRole: StaffRole; children: ReactNode }) {
  const role = useSessionStore((s) => s.staff?.role);
  if (!role) return null;
  return hasRole(role, minRole) ? children : <Forbidden />;
}
