import type { RouteLike } from '@sprout/client-core';
import { allEndpoints } from '@sprout/contract';

/**
 * Checks an answer against its endpoint's response schema. Loaded only when the client checks answers
 * (development, unit tests, the end-to-end runs): it brings zod and every schema, which a parent's
 * phone never downloads.
 */
const byRoute = new Map(allEndpoints().map((e) => [`${e.method} ${e.path}`, e]));

/** The schema's complaints about `data`, or null when it is what the contract says. */
export function contractIssues(route: RouteLike, data: unknown): unknown[] | null {
  const endpoint = byRoute.get(`${route.method} ${route.path}`);
  if (!endpoint) return [`${route.method} ${route.path} is not an endpoint of the contract`];
  const parsed = endpoint.response.safeParse(data);
  return parsed.success ? null : parsed.error.issues;
}
