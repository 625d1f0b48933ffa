import { pictureStrings as s } from '../strings.ts';

/** What the picture pages tell a parent without a baby (components/no-baby.tsx). */
export const picturesNoBaby = { tip: s.noBaby };
