import type { AppContext } from '../../app-context.ts';
import { conflict } from '../../http/app-error.ts';
import { uploadDoctorPicture } from '../pictures/doctor-pictures.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { chatAccess } from './chat-access.ts';
import { windowNow } from './chat.service.ts';

/**
 * The doctor's picture in the chat (issue 22). The parent's pictures come from the child's albums; a
 * doctor has none, so the console uploads one here and then sends an image message naming it. Only the
 * doctor who could send a message in the conversation now may upload: another doctor finds the inquiry
 * absent (4004), a manager or a closed window is the send's own 4009 sentence, so nothing is stored
 * that could not be sent.
 */
export const uploadChatPicture = async (
  ctx: AppContext,
  staff: StaffPrincipal,
  inquiryId: number,
  bytes: Buffer | undefined,
  now = new Date(),
) => {
  const access = await chatAccess(
    ctx.db,
    { kind: 'staff', staffId: staff.staffId, role: staff.role },
    inquiryId,
  );
  const w = await windowNow(ctx.db, access, now);
  if (!w.canSend) throw conflict(w.reason ?? '当前不能发送消息');
  const { babyId, userId } = access.thread;
  return uploadDoctorPicture(ctx, { babyId, guardianUserId: userId, staffId: staff.staffId }, bytes, now);
};
