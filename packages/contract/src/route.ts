import type { Endpoint } from './endpoint.ts';

/**
 * An endpoint as a client calls it: method, path and access, without its zod schemas, so that a page
 * calls the API without downloading zod or any schema (routes.generated.ts holds one per endpoint).
 * `endpoint` is never set at run time: it carries the endpoint's type, from which QueryOf, BodyOf and
 * ResponseOf give the call its types.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly access: E['access'];
  readonly endpoint?: E;
}

/** The route table of a contract shaped like `api` (module → name → endpoint). */
export type RoutesOf<T> = {
  readonly [M in keyof T]: {
    readonly [N in keyof T[M]]: T[M][N] extends Endpoint ? Route<T[M][N]> : never;
  };
};

/** A byte route (inspection-report-files.ts) as a client calls it. */
export type FileRoutesOf<T> = {
  readonly [N in keyof T]: T[N] extends Pick<Endpoint, 'method' | 'path' | 'access'>
    ? Pick<T[N], 'method' | 'path' | 'access'>
    : never;
};

/** The endpoint a route stands for (distributes over a union of routes). */
export type EndpointOf<R> = R extends Route<infer E> ? E : never;
