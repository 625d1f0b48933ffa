import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { invalidInput, notFound } from '../../http/app-error.ts';
import { pictureForChild, pictureLinks } from '../pictures/picture-access.service.ts';
import type { ChatAccess, ChatActor } from './chat-access.ts';
import { auditChatRead } from './chat-access.ts';
import * as repo from './chat.repository.ts';

/**
 * Pictures in the chat (issue 14). An image message names a picture of the thread's child
 * (modules/pictures: uploaded and cleaned; a parent's from the child's albums, a doctor's uploaded in
 * the chat, chat-picture-uploads.ts); the socket and the list carry only
 * its id, because one pushed frame goes to both sides and a picture link is issued to one viewer. Each
 * side asks for its own short-lived links to a picture that was sent in its conversation.
 */
export const checkChatPicture = async (db: Db, pictureId: number, access: ChatAccess): Promise<void> => {
  const sender = access.side === 'parent' ? 'parent' : 'doctor';
  if (!(await pictureForChild(db, pictureId, access.thread.babyId, sender)))
    throw invalidInput({ pictureId: '图片不存在，请重新选择' });
};

/** Links to a picture sent in the conversation, for the one asking; anything else reads as absent. */
export const chatPictureLinks = async (
  ctx: AppContext,
  actor: ChatActor,
  access: ChatAccess,
  pictureId: number,
) => {
  if (!(await repo.hasPictureMessage(ctx.db, access.conversationId, pictureId))) throw notFound('图片不存在');
  await auditChatRead(ctx.db, actor, access);
  return pictureLinks(
    ctx,
    pictureId,
    actor.kind === 'parent'
      ? { kind: 'parent', userId: actor.userId }
      : { kind: 'staff', staffId: actor.staffId },
  );
};
