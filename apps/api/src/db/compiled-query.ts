import { type Compilable, type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * Hot reads built once. Building a query with Kysely (the builder, the operation tree, the compiler)
 * was about 18 % of a point read's CPU; a compiled query keeps only the driver's work, and the SQLite
 * driver already caches the prepared statement by its SQL text. The query is compiled once per
 * database dialect (and shape, see below), with named placeholders (`param`) filled on every run.
 */
const MARK = '\u0000sprout-param:';

/** A placeholder in a compiled query; `T` is the type the column compares with. */
export const param = <T>(name: string): RawBuilder<T> => sql<T>`${MARK + name}`;

/**
 * `build` may leave out a condition whose parameter is not given (`has('status')`): each set of given
 * parameters is its own compiled shape. It must never look at a parameter's value, only at whether it
 * is given: the compiled query is reused for every later call of that shape.
 */
export const compiledQuery = <P extends Record<string, unknown>, R>(
  build: (kysely: Kysely<Database>, has: (name: keyof P & string) => boolean) => Compilable<R>,
): ((db: Db, params: P) => Promise<R[]>) => {
  const byShape = new Map<string, CompiledQuery<R>>();
  return async (db, params) => {
    const given = (name: string) => params[name] !== undefined;
    const shape = `${db.dialect}|${Object.keys(params).filter(given).sort().join(',')}`;
    let query = byShape.get(shape);
    if (!query) {
      query = build(db.kysely, given).compile();
      byShape.set(shape, query);
    }
    const parameters = query.parameters.map((value) => {
      if (typeof value !== 'string' || !value.startsWith(MARK)) return value;
      const name = value.slice(MARK.length);
      if (!given(name)) throw new Error(`compiled query needs the parameter ${name}`);
      return params[name];
    });
    return (await db.kysely.executeQuery<R>({ ...query, parameters })).rows;
  };
};
