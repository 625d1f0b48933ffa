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

export type QueryOf<E> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type BodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type ResponseOf<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;
export type ParsedQueryOf<E> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type ParsedBodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type HandlerResultOf<E> = E extends { response: infer R extends z.ZodType } ? z.input<R> : never;
