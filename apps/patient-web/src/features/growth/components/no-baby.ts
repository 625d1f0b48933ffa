import { growthStrings as s } from '../strings.ts';

/** What the growth pages tell a parent without a baby (components/no-baby.tsx). */
export const growthNoBaby = { tip: s.noBaby, testId: 'growth-add-baby' };
