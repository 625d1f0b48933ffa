import { hasRole } from '../../../config/navigation.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** Managers and admins see every doctor's inquiries and refund by hand; doctors work their own. */
export const useIsManager = (): boolean => {
  const role = useSessionStore((s) => s.staff?.role);
  return role !== undefined && hasRole(role, 'manager');
};
