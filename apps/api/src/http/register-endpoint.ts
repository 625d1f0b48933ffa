import {
  type Access,
  type Endpoint,
  type HandlerResultOf,
  type ParsedBodyOf,
  type ParsedQueryOf,
  Code,
} from '@sprout/contract';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { resolveParent } from '../modules/sessions/parent-sessions.service.ts';
import type { ParentPrincipal, StaffPrincipal } from '../modules/sessions/sessions.types.ts';
import { hasRole, resolveStaff } from '../modules/sessions/staff-sessions.service.ts';
import { tokenFromHeaders } from './bearer-token.ts';
import { assertSameAnswer, compileAnswerSerializer } from './answer-serializer.ts';
import { AppError } from './app-error.ts';
import { parseInput } from './validation.ts';

type PrincipalOf<A> = A extends 'public'
  ? null
  : A extends 'parent' | 'parentWithPhone'
    ? ParentPrincipal
    : StaffPrincipal;

export interface HandlerInput<E extends Endpoint> {
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  principal: PrincipalOf<E['access']>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<HandlerResultOf<E>>;

const authorize = async (
  ctx: AppContext,
  access: Access,
  req: FastifyRequest,
): Promise<ParentPrincipal | StaffPrincipal | null> => {
  const token = tokenFromHeaders(req.headers);
  switch (access) {
    case 'public':
      return null;
    case 'parent':
      return resolveParent(ctx, token);
    case 'parentWithPhone': {
      const parent = await resolveParent(ctx, token);
      if (!parent.phone) throw new AppError(Code.PHONE_NOT_BOUND);
      return parent;
    }
    case 'staff':
    case 'manager':
    case 'admin': {
      const staff = await resolveStaff(ctx, token);
      if (access !== 'staff' && !hasRole(staff.role, access))
        throw new AppError(Code.FORBIDDEN, '当前角色无权进行此操作');
      return staff;
    }
    default: {
      const unreachable: never = access;
      throw new Error(`unknown access ${String(unreachable)}`);
    }
  }
};

/** An endpoint whose contract defines no body takes none (R5): no fields, no array, no bare value. */
const NO_BODY = z.strictObject({});
const refuseBody = (body: unknown): undefined => {
  parseInput(NO_BODY, body ?? {});
  return undefined;
};

/**
 * Registers one contract endpoint: authorise, validate input (unknown fields refused), run the
 * handler, shape the output, answer in the envelope. The handler sees parsed values only.
 *
 * The answer is written by a serializer compiled once from the endpoint's response schema (it writes
 * only the declared fields, so what must not leave stays out). Where responses are checked (tests,
 * development: config.checksResponses), zod parses the answer first and the compiled writer must agree
 * with it; production trusts the writer alone. An endpoint whose schema cannot be compiled (transforms,
 * defaults) always goes through zod.
 */
/** What a route may set beyond the contract: a limit of its own beside the general per-address one. */
export interface EndpointOptions {
  rateLimit?: { max: number; timeWindowMs: number };
}

export const registerEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: Handler<E>,
  options: EndpointOptions = {},
): void => {
  const serialize = compileAnswerSerializer(endpoint);
  const checks = ctx.config.checksResponses || !serialize;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.rateLimit
      ? { config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } } }
      : {}),
    handler: async (req, reply) => {
      const principal = await authorize(ctx, endpoint.access, req);
      const query = endpoint.query ? parseInput(endpoint.query, req.query ?? {}) : undefined;
      const body = endpoint.body ? parseInput(endpoint.body, req.body ?? {}) : refuseBody(req.body);
      const result = await handler({ query, body, principal, req, reply } as HandlerInput<E>);
      // Personal data is never cached unless a handler says otherwise (public reference lists do).
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      let data: unknown = result;
      if (checks) {
        const parsed = endpoint.response.safeParse(result);
        if (!parsed.success) {
          req.log.error(
            { issues: parsed.error.issues, path: endpoint.path },
            'response does not match its contract',
          );
          throw new Error('response contract violation');
        }
        data = parsed.data;
      }
      if (!serialize) return { success: true, code: Code.OK, data: data ?? null, msg: 'ok' };
      const written = serialize(result);
      if (checks) assertSameAnswer(written, data, endpoint.path);
      return reply.type('application/json; charset=utf-8').send(written);
    },
  });
};
