import type { MessageCategory } from '@sprout/contract';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { insertMessage } from './messages.repository.ts';

export interface NewSystemMessage {
  category: MessageCategory;
  title: string;
  content: string;
  /** Patient-app route to open from the message, e.g. /pages/newFun/orderDetail?weId=3. */
  link?: string | null;
}

/**
 * The one way any module tells a parent something. Pass the transaction's executor when the message
 * belongs to a change (a booking, a refund), so that both happen or neither does.
 */
export const postSystemMessage = async (
  db: Db,
  userId: number,
  message: NewSystemMessage,
): Promise<number> => {
  // A message opens only a page of our own app: no other scheme, no other origin.
  if (message.link && !/^\/pages\/[\w/]+(\?[\w=&%.-]*)?$/.test(message.link)) {
    throw new Error(`system message link must be a patient-app route, got ${message.link}`);
  }
  return insertMessage(db, {
    user_id: userId,
    category: message.category,
    title: message.title,
    content: message.content,
    link: message.link ?? null,
    read_at: null,
    created_at: nowIso(),
  });
};
