import { type Config, loadConfig } from '../config/env.ts';
import { closeDatabase, type Db, initDatabase } from '../db/database.ts';

/** A command's own refusal: printed as it is, without a stack, and exits with `exitCode`. */
export class CommandRefused extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

export const say = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

/**
 * Runs one operator command (migrate, seed, backup, restore, admin:create) on the configuration the
 * server would read and, when `withDatabase`, the database it names; closes it and sets the exit code.
 */
export const runCommand = async (
  name: string,
  body: (config: Config, db: Db | null) => Promise<void>,
  { withDatabase = true }: { withDatabase?: boolean } = {},
): Promise<void> => {
  let db: Db | null = null;
  try {
    let config: Config;
    try {
      config = loadConfig();
    } catch (err) {
      throw new CommandRefused(err instanceof Error ? err.message : String(err));
    }
    db = withDatabase ? initDatabase(config) : null;
    await body(config, db);
  } catch (err) {
    const refused = err instanceof CommandRefused;
    const text = err instanceof Error ? (refused ? err.message : (err.stack ?? err.message)) : String(err);
    process.stderr.write(`${name}: ${text}\n`);
    process.exitCode = refused ? err.exitCode : 1;
  } finally {
    if (db) await closeDatabase(db);
  }
};
