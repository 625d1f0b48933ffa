import { isDeepStrictEqual } from 'node:util';
import { Code, type Endpoint } from '@sprout/contract';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Writes the envelope of a successful answer as JSON text. */
export type AnswerSerializer = (data: unknown) => string;

/** A copy without `additionalProperties: false`, the one mark zod puts only on output objects. */
const withoutClosedObjects = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, withoutClosedObjects(value)]),
  );
};

/**
 * The response schema as JSON Schema, when the schema means the same thing for what a handler returns
 * (its input) and what leaves (its output): no transforms, no defaults. Otherwise null, and the answer
 * keeps going through zod, which applies them.
 */
const answerSchema = (response: z.ZodType): JsonSchema | null => {
  const as = (io: 'input' | 'output') =>
    z.toJSONSchema(response, { io, unrepresentable: 'throw', target: 'openapi-3.0' });
  try {
    const { $schema: _out, ...output } = as('output');
    const { $schema: _in, ...input } = as('input');
    // Objects differ only in additionalProperties: false on the output side (zod strips unknown keys).
    return isDeepStrictEqual(withoutClosedObjects(output), withoutClosedObjects(input)) ? output : null;
  } catch {
    return null;
  }
};

/**
 * Compiles the envelope writer for one endpoint from the contract's response schema with
 * fast-json-stringify: it writes only the properties the schema declares (what zod's parse strips
 * stays out), in the types it declares, without walking the value twice. Null when the schema cannot
 * be compiled (see answerSchema); such an endpoint answers through zod and JSON.stringify.
 */
export const compileAnswerSerializer = (endpoint: Pick<Endpoint, 'response'>): AnswerSerializer | null => {
  const data = answerSchema(endpoint.response);
  if (!data) return null;
  try {
    const write = fastJson({
      type: 'object',
      required: ['success', 'code', 'data', 'msg'],
      properties: { success: { type: 'boolean' }, code: { type: 'integer' }, data, msg: { type: 'string' } },
    });
    return (value) => write({ success: true, code: Code.OK, data: value ?? null, msg: 'ok' });
  } catch {
    return null;
  }
};

/**
 * Where answers are checked (tests, development): the compiled writer must write exactly what zod's
 * parse kept, or the endpoint fails loudly, so a schema the serializer reads differently is found by
 * the suites long before production relies on the writer alone.
 */
export const assertSameAnswer = (written: string, parsed: unknown, path: string): void => {
  const fromWriter: unknown = JSON.parse(written);
  const fromZod: unknown = JSON.parse(
    JSON.stringify({ success: true, code: Code.OK, data: parsed ?? null, msg: 'ok' }),
  );
  if (!isDeepStrictEqual(fromWriter, fromZod))
    throw new Error(`compiled serializer of ${path} writes a different answer than the contract's schema`);
};
