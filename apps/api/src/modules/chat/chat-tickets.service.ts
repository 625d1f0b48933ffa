import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@sprout/contract';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { hashToken } from '../../http/bearer-token.ts';
import type { ChatActor } from './chat-access.ts';
import * as repo from './chat.repository.ts';

/**
 * The socket's tickets: a browser cannot set headers on a websocket, so a logged-in caller exchanges
 * its session for a ticket (random 256 bits, only the SHA-256 stored) that opens `/ws` once within a
 * minute. No long-lived token ever travels in a URL (or a proxy's access log). The ticket starts with
 * the id of the session it came from (`<session id>.<random>`), so the socket can close when that
 * session ends; the stored hash covers the whole text, so the id cannot be changed.
 */
export const CHAT_TICKET_TTL_MS = 60_000;

export const issueTicket = async (db: Db, actor: ChatActor, sessionId: number, now = new Date()) => {
  const ticket = `${sessionId}.${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + CHAT_TICKET_TTL_MS).toISOString();
  await repo.insertTicket(db, {
    ticket_hash: hashToken(ticket),
    principal_type: actor.kind,
    principal_id: actor.kind === 'parent' ? actor.userId : actor.staffId,
    role: actor.kind === 'staff' ? actor.role : null,
    expires_at: expiresAt,
    used_at: null,
  });
  // Spent tickets are worth nothing; clear a day's worth in passing.
  await repo.dropOldTickets(db, new Date(now.getTime() - 86_400_000).toISOString());
  return { ticket, expiresAt };
};

const isRole = (role: string | null): role is StaffRole => STAFF_ROLES.some((r) => r === role);

export interface TicketHolder {
  actor: ChatActor;
  sessionId: number;
}

/** Who the ticket was issued to, once; null for an unknown, used or expired ticket. */
export const openTicket = async (db: Db, ticket: string, now = new Date()): Promise<TicketHolder | null> => {
  const sessionId = Number(/^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(ticket)?.[1] ?? 0);
  if (!sessionId) return null;
  const row = await repo.consumeTicket(db, hashToken(ticket), nowIso(now));
  if (!row) return null;
  if (row.principal_type === 'parent')
    return { actor: { kind: 'parent', userId: row.principal_id }, sessionId };
  return isRole(row.role)
    ? { actor: { kind: 'staff', staffId: row.principal_id, role: row.role }, sessionId }
    : null;
};
