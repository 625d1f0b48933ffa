import { randomBytes } from 'node:crypto';
import { type api, type ParsedBodyOf, Code } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { hashToken, newSessionToken, tokenFromHeaders } from '../../http/bearer-token.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../staff/password-hash.service.ts';
import { loginSucceeded, takeLoginAttempt } from '../staff/login-throttle.service.ts';
import * as repo from './api-clients.repository.ts';

/**
 * Server-to-server clients (a hospital information system): issued and revoked by an admin, the
 * secret shown once and stored with the staff password hash; `POST /api/auth/client/token` trades id
 * and secret for a short-lived bearer token carrying the client's scopes (stored as its SHA-256, as
 * sessions are), throttled like the staff login.
 */
export const CLIENT_TOKEN_SECONDS = 600;

const toView = (r: repo.ApiClientRow) => ({
  id: r.id,
  clientId: r.client_key,
  name: r.name,
  scopes: r.scopes.split(' ').filter(Boolean),
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
  revokeReason: r.revoke_reason,
});

export const listApiClients = async (ctx: AppContext) => ({
  list: (await repo.listApiClients(ctx.db)).map(toView),
});

export const issueApiClient = async (
  ctx: AppContext,
  staff: StaffPrincipal,
  input: ParsedBodyOf<typeof api.feesConsole.issueApiClient>,
) => {
  const secret = randomBytes(32).toString('base64url');
  const secretHash = await hashPassword(secret);
  const row = await inTransaction(ctx.db, async (trx) => {
    const created = await repo.insertApiClient(trx, {
      client_key: `his_${randomBytes(9).toString('base64url')}`,
      name: input.name,
      secret_hash: secretHash,
      scopes: [...new Set(input.scopes)].join(' '),
      created_by: staff.staffId,
    });
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: staff.staffId,
      action: 'fees.client.issue',
      subjectType: 'api_client',
      subjectId: String(created.id),
      detail: { name: created.name, scopes: created.scopes },
    });
    return created;
  });
  return { ...toView(row), clientSecret: secret };
};

export const revokeApiClient = (
  ctx: AppContext,
  staff: StaffPrincipal,
  input: ParsedBodyOf<typeof api.feesConsole.revokeApiClient>,
) =>
  inTransaction(ctx.db, async (trx) => {
    if (!(await repo.findApiClient(trx, input.id))) throw notFound('接口客户端不存在');
    const revoked = await repo.revokeApiClient(trx, input.id, input.reason);
    if (!revoked) throw conflict('该客户端已吊销');
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: staff.staffId,
      action: 'fees.client.revoke',
      subjectType: 'api_client',
      subjectId: String(revoked.id),
      detail: { reason: input.reason },
    });
    return toView(revoked);
  });

const BAD_CREDENTIALS = '客户端编号或密钥错误，或客户端已吊销';

/** id + secret → a bearer token with the client's scopes; every attempt counted first (R4-style throttle). */
export const issueClientToken = async (
  ctx: AppContext,
  input: ParsedBodyOf<typeof api.clientAuth.clientToken>,
  ip: string,
) => {
  const throttleName = `client:${input.clientId}`;
  await takeLoginAttempt(ctx, throttleName, ip);
  const client = await repo.findApiClientByKey(ctx.db, input.clientId);
  const ok = await verifyPassword(input.clientSecret, client?.secret_hash ?? DUMMY_HASH);
  if (!client || !ok || client.revoked_at !== null) throw new AppError(Code.NOT_LOGGED_IN, BAD_CREDENTIALS);
  await loginSucceeded(ctx.db, throttleName, ip);
  const token = newSessionToken();
  const now = new Date();
  await repo.deleteExpiredClientTokens(ctx.db, nowIso(now));
  await repo.insertClientToken(ctx.db, {
    client_id: client.id,
    token_hash: hashToken(token),
    scopes: client.scopes,
    expires_at: new Date(now.getTime() + CLIENT_TOKEN_SECONDS * 1000).toISOString(),
  });
  return {
    accessToken: token,
    tokenType: 'Bearer' as const,
    expiresIn: CLIENT_TOKEN_SECONDS,
    scopes: client.scopes.split(' ').filter(Boolean),
  };
};

/** The client behind a request's bearer token, which must carry `scope` (else 1000 / 4003). */
export const requireClient = async (
  ctx: AppContext,
  headers: Record<string, string | string[] | undefined>,
  scope: string,
) => {
  const token = tokenFromHeaders(headers);
  if (!token) throw new AppError(Code.NOT_LOGGED_IN, '缺少客户端令牌');
  const found = await repo.findLiveClientToken(ctx.db, hashToken(token), nowIso());
  if (!found) throw new AppError(Code.NOT_LOGGED_IN, '客户端令牌无效、已过期或客户端已吊销');
  if (!found.scopes.split(' ').includes(scope)) throw forbidden(`客户端无此权限（需要 ${scope}）`);
  return { clientId: found.client_id, name: found.name };
};
