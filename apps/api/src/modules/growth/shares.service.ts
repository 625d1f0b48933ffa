import { type api, type ParsedBodyOf, SHARE_PAGE_PATH, SHARE_VALID_DAYS } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import { notFound } from '../../http/app-error.ts';
import { findOwnedBaby, ownedBabyBy, ownedBabyIds } from '../babies/owned-babies.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import {
  countShareOpen,
  findCreatedShare,
  findShareToOpen,
  insertShareLink,
  pageShareLinks,
  revokeShareLink,
} from './evaluations.repository.ts';
import { ownEvaluation, snapshotOf } from './evaluations.service.ts';
import { maskName, readShareToken, signShareToken } from './share-links.ts';

/** Share links: one report opened without logging in, signed, expiring, revocable, and nothing else shown. */

const DAY_MS = 86_400_000;
const INVALID = '分享链接无效';
const EXPIRED = '分享链接已过期';
const GONE = '分享链接已失效';

export const shareEvaluation = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: ParsedBodyOf<typeof api.evaluations.homePageShare>,
) => {
  const evaluation = await ownEvaluation(ctx, parent, input.evaluationId);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (input.validDays ?? SHARE_VALID_DAYS.default) * DAY_MS);
  const row = await insertShareLink(ctx.db, {
    evaluation_id: evaluation.id,
    user_id: parent.userId,
    created_at: nowIso(now),
    expires_at: nowIso(expiresAt),
    revoked_at: null,
    last_opened_at: null,
  });
  const token = signShareToken(ctx.config.SHARE_LINK_SECRET, row.id, expiresAt);
  return { shareId: row.id, token, sharePath: sharePathOf(token), expiresAt: row.expires_at };
};

const sharePathOf = (token: string) => `${SHARE_PAGE_PATH}?token=${encodeURIComponent(token)}`;

/**
 * The shared view: the report as stored, without ids, birthday or anything else of the family, the name
 * masked. Whoever calls (a session is never read) gets only this one report while the link lives.
 */
export const openSharedReport = async (ctx: AppContext, token: string) => {
  const claims = readShareToken(ctx.config.SHARE_LINK_SECRET, token);
  if (!claims) throw notFound(INVALID);
  const share = await findShareToOpen(ctx.db, claims.shareId);
  if (!share || Date.parse(share.expires_at) !== claims.expiresAtMs) throw notFound(INVALID);
  if (share.revoked_at !== null || share.evaluation_deleted_at !== null || share.baby_deleted_at !== null)
    throw notFound(GONE);
  const now = nowIso();
  if (share.expires_at <= now) throw notFound(EXPIRED);
  // Revoked or run out between the read and now: the conditional update says so.
  if (!(await countShareOpen(ctx.db, share.id, now))) throw notFound(GONE);
  const { baby, ...report } = snapshotOf(share);
  return {
    ...report,
    baby: {
      name: maskName(baby.name),
      sex: baby.sex,
      ageLabel: baby.ageLabel,
      ageDays: baby.ageDays,
      gestationalWeeks: baby.gestationalWeeks,
    },
    expiresAt: share.expires_at,
  };
};

type ShareStatus = 'active' | 'expired' | 'revoked';
/** A link of a deleted report counts as revoked (deleting revokes them, in the same transaction). */
const statusOf = (
  s: { revoked_at: string | null; expires_at: string; evaluation_deleted_at: string | null },
  now: string,
): ShareStatus => {
  if (s.revoked_at !== null || s.evaluation_deleted_at !== null) return 'revoked';
  return s.expires_at <= now ? 'expired' : 'active';
};

export const listShares = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.evaluations.shareList>,
) => {
  // Links of the named baby, else of every live baby of the parent's: a deleted baby's links are gone.
  const babyIds =
    q.babyId !== undefined || q.pid !== undefined
      ? [(await ownedBabyBy(ctx, parent, q)).id]
      : await ownedBabyIds(ctx.db, parent);
  const { rows, total } = await pageShareLinks(ctx.db, parent.userId, babyIds, q);
  const now = nowIso();
  return {
    list: rows.map((s) => {
      const report = snapshotOf(s);
      const status = statusOf(s, now);
      // The token is a pure function of (id, expiry, secret): signing again gives the parent the very
      // link they sent, so it can be copied again from the history while it still opens.
      const sharePath =
        status === 'active'
          ? sharePathOf(signShareToken(ctx.config.SHARE_LINK_SECRET, s.id, new Date(s.expires_at)))
          : null;
      return {
        shareId: s.id,
        evaluationId: s.evaluation_id,
        date: report.measurement.date,
        ageLabel: report.baby.ageLabel,
        babyName: s.baby_name,
        createdAt: s.created_at,
        expiresAt: s.expires_at,
        status,
        openCount: s.open_count,
        lastOpenedAt: s.last_opened_at,
        sharePath,
      };
    }),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
};

export const revokeShare = async (ctx: AppContext, parent: ParentPrincipal, shareId: number) => {
  // The parent's own link (as its creator), of a report of one of their own live babies.
  const share = await findCreatedShare(ctx.db, parent.userId, shareId);
  if (!share || !(await findOwnedBaby(ctx.db, parent, share.baby_id))) throw notFound('分享链接不存在');
  const { revoked_at } = await revokeShareLink(ctx.db, shareId);
  return { shareId, revoked: true as const, revokedAt: revoked_at ?? nowIso() };
};
