import type { ServerFrame } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';

/**
 * Frames for the sockets of a conversation, on whichever process holds them: published through the
 * fan-out provider (in memory for one process; Redis pub/sub or PostgreSQL LISTEN/NOTIFY between
 * processes). Only what is already stored is published, after its transaction commits.
 */
export const CHAT_CHANNEL = 'sprout_chat';

/**
 * On the channel: the conversation id, a newline, the frame's JSON. Receivers route by the id and hand
 * the text to the sockets as it is (no parse and write again per message).
 */
export const writeEnvelope = (conversationId: string, frame: ServerFrame) =>
  `${conversationId}\n${JSON.stringify(frame)}`;

export const readEnvelope = (text: string): { conversationId: string; frameText: string } | null => {
  const at = text.indexOf('\n');
  return at > 0 ? { conversationId: text.slice(0, at), frameText: text.slice(at + 1) } : null;
};

/**
 * How long a send waits for its push to be published. A socket's frames are handled one after the
 * other, so a publish that hangs (a broker connection half gone while Redis restarts) would hold every
 * later ack of that socket: the chat R10 on PostgreSQL once saw a doctor's 69 sends unanswered for 20 s.
 * The push is best effort anyway (stored first, caught up by seq), so after this it is given up.
 */
export const PUBLISH_WAIT_MS = 2_000;

/**
 * A publish that fails (Redis away) loses only the push: the message is stored, and the receiving
 * process resyncs its sockets when its broker connection is back, so their clients catch up by seq.
 */
export const announce = async (ctx: AppContext, conversationId: string, frame: ServerFrame) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      ctx.fanout.publish(CHAT_CHANNEL, writeEnvelope(conversationId, frame)),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('publish timed out')), PUBLISH_WAIT_MS);
      }),
    ]);
  } catch (err) {
    ctx.log.warn({ err, conversationId }, 'chat push not published; clients catch up by seq');
  } finally {
    clearTimeout(timer);
  }
};
