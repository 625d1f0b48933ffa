/** What a call in the R1 and R7 tables sends: a query, a body, or both. */
export interface CallInput {
  query?: Record<string, number | string>;
  body?: Record<string, unknown>;
}

/**
 * One row of the R1 table (ownership.int.test.ts) that a module's file contributes: the endpoint
 * (`METHOD path`) and the input that names parent A's records, built from the ids the module prepared.
 */
export type OwnershipRow<Ids> = {
  key: string;
  input: (ids: Ids) => CallInput;
};

/** One row of the R7 table (roles.int.test.ts): a console endpoint and what to send it. */
export type RoleRow = { key: string } & CallInput;
