// Types of server.mjs for the TypeScript that imports it (the end-to-end harness).
import type { ChildProcess } from 'node:child_process';

/** True while a process with this pid exists. */
export declare const alive: (pid: number) => boolean;
/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
export declare const stopPid: (pid: number | undefined, graceMs?: number) => Promise<void>;

export interface StartedServer {
  url: string;
  pid: number;
  port: number;
  dir: string;
  sqlitePath: string;
  logFile: string;
  child: ChildProcess;
  stop(): Promise<void>;
}
export declare const startServer: (options?: {
  env?: Record<string, string>;
  logFile?: string;
  timeoutMs?: number;
}) => Promise<StartedServer>;
