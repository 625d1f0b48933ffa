import type { InquiryPicture } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { pictureLinks } from './picture-access.service.ts';
import { storePicture } from './pictures.service.ts';

/**
 * A picture a guardian sends in the AI consultation (issue 23): checked and cleaned exactly as an
 * album upload (type from the bytes, PICTURE_MAX_BYTES, upright, EXIF and location removed) and kept
 * as one of the child's album pictures, so the family finds it beside the others. The caller has
 * decided the guardian may add it (their own session about their own child); the links are theirs.
 */
export const uploadGuardianPicture = async (
  ctx: AppContext,
  target: { userId: number; babyId: number },
  bytes: Buffer | undefined,
  now = new Date(),
): Promise<InquiryPicture> => {
  const owner = { user_id: target.userId, baby_id: target.babyId, staff_id: null, client_key: null };
  const { row } = await storePicture(ctx, owner, bytes, now);
  return {
    pictureId: row.id,
    width: row.width,
    height: row.height,
    ...pictureLinks(ctx, row.id, { kind: 'parent', userId: target.userId }, now),
  };
};
