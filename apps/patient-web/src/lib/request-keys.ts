import { createRequestKeys } from '@sprout/client-core';

/**
 * The patient app's request keys (issue 15, R16), kept in sessionStorage so a reload inside WeChat
 * resends the same key. Use: `const key = requestKeys.keyFor('points.transfer')` before sending,
 * `requestKeys.settle('points.transfer')` once the server answered (success or refusal).
 */
export const requestKeys = createRequestKeys(window.sessionStorage);
