import type { Db } from '../../db/database.ts';

/** One thing that does not add up: the subject names the record ('order SP…', 'user 12'). */
export interface Difference {
  subject: string;
  detail: string;
}

/** A check proves one ledger: an empty answer means every balance equals its entries. */
export type ReconciliationCheck = (db: Db) => Promise<Difference[]>;

/** The checks one running app knows, registered by the modules that keep value (points, stock, orders…). */
export interface ReconciliationChecks {
  register(name: string, check: ReconciliationCheck): void;
  all(): readonly { name: string; check: ReconciliationCheck }[];
}

export const createReconciliationChecks = (): ReconciliationChecks => {
  const checks = new Map<string, ReconciliationCheck>();
  return {
    register: (name, check) => {
      if (checks.has(name)) throw new Error(`reconciliation check ${name} registered twice`);
      checks.set(name, check);
    },
    all: () => [...checks].map(([name, check]) => ({ name, check })),
  };
};
