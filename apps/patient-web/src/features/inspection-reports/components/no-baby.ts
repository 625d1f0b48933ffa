import { reportStrings as s } from '../strings.ts';

/**
 * What the report pages tell a parent without a baby (components/no-baby.tsx). The form comes back
 * here after saving (`from`), so a parent who arrived with a front desk's 档案二维码 still has the
 * code in the address to bind.
 */
export const reportsNoBaby = { tip: s.noBaby, testId: 'reports-add-baby', from: 'reports' };
