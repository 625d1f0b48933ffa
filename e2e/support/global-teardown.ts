import { rmSync } from 'node:fs';
import { stopPid } from '../../scripts/lib/server.mjs';

/** Stops the server that global-setup started (by pid) and removes its temporary folder. */
export default async function globalTeardown(): Promise<void> {
  await stopPid(Number(process.env.E2E_SERVER_PID));
  if (process.env.E2E_SERVER_DIR) rmSync(process.env.E2E_SERVER_DIR, { recursive: true, force: true });
}
