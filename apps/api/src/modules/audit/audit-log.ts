/**
 * The audit module's service is audit.service.ts. This path stays while modules outside accounts,
 * sessions and staff still import it (clinic-admin's change log, growth's console, inspection reports).
 */
export { type AuditEntry, writeAudit } from './audit.service.ts';
