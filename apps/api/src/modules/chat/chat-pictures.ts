import type { Db } from '../../db/database.ts';
import { invalidInput } from '../../http/app-error.ts';

/**
 * An image message's picture must be one of the child's record pictures. The pictures module (issue 14,
 * "Medical records and pictures") answers that with `pictureForChild(db, pictureId, babyId)`.
 */
// pictures: wired at merge
export const checkChatPicture = async (_db: Db, _pictureId: number, _babyId: number): Promise<void> => {
  // Until modules/pictures lands there is no picture this could name: every id is unknown.
  throw invalidInput({ pictureId: '图片不存在，请重新选择' });
};
