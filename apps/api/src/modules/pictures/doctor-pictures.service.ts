import type { InquiryPicture } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { pictureLinks } from './picture-access.service.ts';
import { storePicture } from './pictures.service.ts';

/**
 * A picture a doctor sends in the chat (issue 22): checked and cleaned exactly as a parent's upload
 * (type from the bytes, PICTURE_MAX_BYTES, upright, EXIF and location removed), kept as a picture of the
 * inquiry's child that names the doctor, outside the parents' albums (it belongs to the chat, which is
 * never deleted). The caller, the chat, has decided that this doctor may send in the child's
 * conversation now; the links answered are the doctor's own.
 */
export interface DoctorPictureTarget {
  babyId: number;
  /** The inquiry's parent: the family whose record holds the picture. */
  guardianUserId: number;
  staffId: number;
}

export const uploadDoctorPicture = async (
  ctx: AppContext,
  target: DoctorPictureTarget,
  bytes: Buffer | undefined,
  now = new Date(),
): Promise<InquiryPicture> => {
  // No client key: a doctor's retry is a new picture, and only the one the chat names is ever sent.
  const owner = {
    user_id: target.guardianUserId,
    baby_id: target.babyId,
    staff_id: target.staffId,
    client_key: null,
  };
  const { row } = await storePicture(ctx, owner, bytes, now);
  return {
    pictureId: row.id,
    width: row.width,
    height: row.height,
    ...pictureLinks(ctx, row.id, { kind: 'staff', staffId: target.staffId }, now),
  };
};
