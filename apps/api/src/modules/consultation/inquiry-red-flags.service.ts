import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import * as repo from './inquiries.repository.ts';

const SEPARATOR = '、';

/**
 * An emergency sign read in the parent's chat (issue 23, chat calls this in the message's transaction):
 * the inquiry keeps the time of its first red flag and every sign named, so the doctors' inbox puts it
 * first and says why. Returns the signs that are new for this inquiry (only those get advice).
 */
export const markRedFlag = async (
  db: Db,
  inquiryId: number,
  signs: readonly string[],
  now: Date,
): Promise<string[]> => {
  const held = (await repo.findRedFlagSigns(db, inquiryId))?.split(SEPARATOR).filter(Boolean) ?? [];
  const fresh = signs.filter((s) => !held.includes(s));
  if (fresh.length === 0) return [];
  await repo.addRedFlagSigns(db, inquiryId, [...held, ...fresh].join(SEPARATOR), nowIso(now));
  return fresh;
};

export const redFlagSignsOf = (signs: string | null): string[] =>
  signs?.split(SEPARATOR).filter(Boolean) ?? [];
