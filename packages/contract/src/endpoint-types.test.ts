import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  BodyOf,
  Endpoint,
  HandlerResultOf,
  ParsedBodyOf,
  ParsedQueryOf,
  QueryOf,
  ResponseOf,
} from './endpoint.ts';
import { allEndpoints, type api } from './index.ts';

/**
 * The contract's inferred types, held for every endpoint. These assertions are checked by `tsc`
 * (`npm run typecheck` covers this file); at run time vitest only sees that they compile. A regression
 * (a QueryOf back to `undefined`, a field read as `unknown`) fails the typecheck with this file's name.
 */

type Api = typeof api;
/** `module.name` of every endpoint of the contract for which `Bad` holds. */
type Offenders<Bad> = {
  [M in keyof Api]: {
    [N in keyof Api[M]]: Bad extends (e: Api[M][N]) => true ? `${M & string}.${N & string}` : never;
  }[keyof Api[M]];
}[keyof Api];

/** True when T or anything inside it is `unknown` (what a bare z.preprocess gives callers). */
type HasUnknown<T, Depth extends unknown[] = []> = [T] extends [never]
  ? false
  : Depth['length'] extends 6
    ? false
    : unknown extends T
      ? true
      : T extends readonly (infer I)[]
        ? HasUnknown<I, [...Depth, 1]>
        : T extends object
          ? true extends { [K in keyof T]-?: HasUnknown<T[K], [...Depth, 1]> }[keyof T]
            ? true
            : false
          : false;

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type DeclaresQueryButInfersNone = <E>(
  e: E,
) => E extends { query: z.ZodType } ? (undefined extends QueryOf<E> ? true : false) : false;
type DeclaresBodyButInfersNone = <E>(
  e: E,
) => E extends { body: z.ZodType } ? (undefined extends BodyOf<E> ? true : false) : false;
type InfersQueryWithoutOne = <E>(
  e: E,
) => E extends { query: z.ZodType } ? false : QueryOf<E> extends undefined ? false : true;
type CallerInputHasUnknown = <E>(
  e: E,
) => HasUnknown<Exclude<QueryOf<E>, undefined>> extends true
  ? true
  : HasUnknown<Exclude<BodyOf<E>, undefined>>;
type HandlerInputHasUnknown = <E>(
  e: E,
) => HasUnknown<Exclude<ParsedQueryOf<E>, undefined>> extends true
  ? true
  : HasUnknown<Exclude<ParsedBodyOf<E>, undefined>>;
type AnswerNotInferred = <E>(e: E) => [ResponseOf<E>] extends [never] ? true : HasUnknown<ResponseOf<E>>;
/** The answer's schema changes nothing on the way (no transform or default): see the test below. */
type AnswerReshaped = <E>(e: E) => Equal<ResponseOf<E>, HandlerResultOf<E>> extends true ? false : true;

describe('the contract types of every endpoint', () => {
  it('infer a query and a body wherever the endpoint declares one, and none elsewhere', () => {
    expectTypeOf<Offenders<DeclaresQueryButInfersNone>>().toEqualTypeOf<never>();
    expectTypeOf<Offenders<DeclaresBodyButInfersNone>>().toEqualTypeOf<never>();
    expectTypeOf<Offenders<InfersQueryWithoutOne>>().toEqualTypeOf<never>();
    // Every endpoint is built with endpoint() and so keeps its exact keys; at run time too.
    for (const e of allEndpoints()) expect(e.response).toBeDefined();
  });

  it('type every field a caller sends and a handler reads (no `unknown` left by a preprocess)', () => {
    expectTypeOf<Offenders<CallerInputHasUnknown>>().toEqualTypeOf<never>();
    expectTypeOf<Offenders<HandlerInputHasUnknown>>().toEqualTypeOf<never>();
  });

  it('infer every answer, and the answer a handler returns is the answer a client receives', () => {
    expectTypeOf<Offenders<AnswerNotInferred>>().toEqualTypeOf<never>();
    // Why the patient app may skip parsing answers in production: the server already parsed them
    // with the same schema, and no answer schema reshapes what it reads.
    expectTypeOf<Offenders<AnswerReshaped>>().toEqualTypeOf<never>();
  });

  it('read a whole number as the number a caller sends, and as a number once parsed', () => {
    type DoctorList = Api['clinicAdmin']['listDoctors'];
    expectTypeOf<QueryOf<DoctorList>>().toEqualTypeOf<{
      pageNum?: number | undefined;
      pageSize?: number | undefined;
      facilityId?: number | undefined;
      departmentId?: number | undefined;
      status?: 'active' | 'stopped' | undefined;
      keyword?: string | undefined;
    }>();
    // Defaults filled in by the schema: required once parsed.
    expectTypeOf<ParsedQueryOf<DoctorList>['pageNum']>().toEqualTypeOf<number>();
    expectTypeOf<BodyOf<Api['booking']['addAppointment']>>().toEqualTypeOf<{
      babyId: number;
      slotId: number;
      visitReason: string;
      coupon?: 'best' | 'none' | number | undefined;
      usePoints?: boolean | undefined;
      usePackageCards?: boolean | undefined;
    }>();
    expectTypeOf<QueryOf<Api['booking']['addAppointment']>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyOf<Api['booking']['getMonthView']>>().toEqualTypeOf<undefined>();
  });

  it('read an optional schema key too (an endpoint seen through a wider type)', () => {
    type Loose = Omit<Endpoint, 'query'> & { query?: z.ZodObject<{ babyId: z.ZodNumber }> };
    expectTypeOf<QueryOf<Loose>>().toEqualTypeOf<{ babyId: number }>();
    expectTypeOf<BodyOf<{ response: z.ZodString }>>().toEqualTypeOf<undefined>();
    expectTypeOf<ResponseOf<{ response: z.ZodString }>>().toEqualTypeOf<string>();
  });
});
