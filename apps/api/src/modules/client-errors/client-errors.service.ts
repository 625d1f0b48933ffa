import { createHash } from 'node:crypto';
import type { ClientErrorReport, ClientErrorView } from '@sprout/contract';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { ClientErrorRow } from '../../db/schema.ts';
import { scrubText } from '../../observability/safe-log.ts';
import * as repo from './client-errors.repository.ts';

/** How many distinct errors are kept (the most recently seen). */
export const KEPT_ERRORS = 1000;

/**
 * The stack as lines of frames without the engines' "    at " or "@" layout (Chrome's and Safari's
 * differ), at most 20: readable for an admin, and never mistaken for a server stack in an answer.
 */
const frames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .map((line) => line.trim().replace(/^at\s+/, ''))
    .filter(Boolean)
    .slice(0, 20);

/** The first frame that names a place in code: where the error was thrown. */
const topFrame = (stack: string | undefined) => frames(stack).find((line) => /:\d+:\d+/.test(line)) ?? '';

/** The same error seen again: the same app, release, page, message and place it was thrown. */
export const fingerprintOf = (r: ClientErrorReport) =>
  createHash('sha256')
    .update([r.app, r.release, r.page, r.message, topFrame(r.stack)].join('\n'))
    .digest('hex');

/**
 * Records a report: what a browser sends is scrubbed as log lines are (phone numbers and long tokens
 * masked), since a message can quote what was on the page; the page loses any query string.
 */
export const recordClientError = async (db: Db, report: ClientErrorReport, userAgent: string | null) => {
  const at = nowIso();
  const page = report.page.split(/[?#]/)[0] || '/';
  const clean = { ...report, page };
  await repo.recordError(db, {
    fingerprint: fingerprintOf(clean),
    app: report.app,
    release: report.release,
    page,
    message: scrubText(report.message),
    stack: report.stack ? scrubText(frames(report.stack).join('\n')) : null,
    request_id: report.requestId ?? null,
    user_agent: userAgent ? userAgent.slice(0, 300) : null,
    count: 1,
    first_seen_at: at,
    last_seen_at: at,
  });
  await repo.pruneErrors(db, KEPT_ERRORS);
  return { recorded: true };
};

const toView = (row: ClientErrorRow): ClientErrorView => ({
  errorId: row.id,
  app: row.app,
  release: row.release,
  page: row.page,
  message: row.message,
  stack: row.stack,
  requestId: row.request_id,
  userAgent: row.user_agent,
  count: row.count,
  firstSeenAt: row.first_seen_at,
  lastSeenAt: row.last_seen_at,
});

export const listClientErrors = async (
  db: Db,
  q: { pageNum: number; pageSize: number; app?: 'patient' | 'console' | undefined },
) => {
  const { rows, total } = await repo.pageErrors(db, q);
  return { list: rows.map(toView), total, pageNum: q.pageNum, pageSize: q.pageSize };
};
