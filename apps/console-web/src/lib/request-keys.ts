import { createRequestKeys } from '@sprout/client-core';

/**
 * The console's request keys for acts that move value (a manual bill, a points adjustment, a write-off):
 * see the patient app's lib/request-keys.ts. Kept in sessionStorage so a retry sends the same key.
 */
export const requestKeys = createRequestKeys(window.sessionStorage);
