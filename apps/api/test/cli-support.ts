import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../src/config/env.ts';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment an operator command sees for one test database (SQLite file or PostgreSQL URL). */
export const commandEnv = (
  database: { SQLITE_PATH: string; DATABASE_URL?: string | undefined },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: database.SQLITE_PATH,
    ...extra,
  };
  delete env.DATABASE_URL;
  if (database.DATABASE_URL) env.DATABASE_URL = database.DATABASE_URL;
  return env;
};

/** Runs `node <script> ...args` from the repository (as `npm run <command>` does), `input` on stdin. */
export const runNodeScript = (
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input = '',
): Promise<CommandResult> =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(repoRoot, script), ...args], {
      cwd: repoRoot,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(input);
  });
