/**
 * The window property (set to true) with which a test run asks a built front end to check every
 * answer against the contract, as development always does. e2e/support/fixtures.ts sets it on every
 * page; a parent's phone never has it, so the checker and zod are never downloaded there.
 */
export const CONTRACT_CHECK_FLAG = '__SPROUT_CONTRACT_CHECK__';

/** True when this page was asked to check answers (see CONTRACT_CHECK_FLAG). */
export const contractCheckRequested = (): boolean => Reflect.get(globalThis, CONTRACT_CHECK_FLAG) === true;
