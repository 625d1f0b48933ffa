import type { AppContext } from '../../app-context.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';

/**
 * One audit row per staff read or change of a child's reports (R13). Reports belong to the clinic
 * record, so the subject is the pid (`patient_record`); a child without a record is named by its baby.
 * The baby the console opened, when it named one, is kept in the detail.
 */
export const auditChild = (
  ctx: AppContext,
  p: StaffPrincipal,
  action: string,
  child: { pid?: string | null | undefined; babyId?: number | undefined },
  detail: Record<string, unknown>,
) =>
  writeAudit(ctx.db, {
    actorType: 'staff',
    actorId: p.staffId,
    action,
    subjectType: child.pid ? 'patient_record' : 'baby',
    subjectId: child.pid ? child.pid : child.babyId !== undefined ? String(child.babyId) : null,
    detail: { ...(child.babyId !== undefined ? { babyId: child.babyId } : {}), ...detail },
  });
