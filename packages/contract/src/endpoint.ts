import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone;
 * - `parent`: a logged-in parent; `parentWithPhone` also needs a bound phone (1004);
 * - `staff`: any console role; `manager`/`admin`: that role or higher.
 */
export type Access = 'public' | 'parent' | 'parentWithPhone' | 'staff' | 'manager' | 'admin';

/** One endpoint described as data: the server registers it, OpenAPI documents it, clients type calls from it. */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  access: A;
  query?: Q;
  body?: B;
  response: R;
}

/** Keeps each endpoint's exact shape (which of query/body exist, the literal access) for handlers and clients. */
export const endpoint = <const T extends Endpoint>(e: T): T => e;

/**
 * The types a schema of an endpoint stands for, or `undefined` when the endpoint declares none. They
 * read the key as optional, so an exact endpoint (from `endpoint()`) and one seen through the widened
 * `Endpoint` type infer alike; packages/contract/src/endpoint-types.test.ts holds them to it.
 */
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: the query string's fields. */
export type QueryOf<E> = E extends { query?: infer Q } ? InputOf<Q> : undefined;
/** What a caller sends: the JSON body. */
export type BodyOf<E> = E extends { body?: infer B } ? InputOf<B> : undefined;
/** What a caller receives: the answer's `data`. */
export type ResponseOf<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;
/** What a handler sees once the query is validated (defaults filled, numbers read). */
export type ParsedQueryOf<E> = E extends { query?: infer Q } ? OutputOf<Q> : undefined;
/** What a handler sees once the body is validated. */
export type ParsedBodyOf<E> = E extends { body?: infer B } ? OutputOf<B> : undefined;
/** What a handler may return before the response schema strips it. */
export type HandlerResultOf<E> = E extends { response: infer R extends z.ZodType } ? z.input<R> : never;
