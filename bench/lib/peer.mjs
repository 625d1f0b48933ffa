// Starts the P5 peer (bench/peer/server.mjs) as its own process on the same Node as Sprout, on
// 127.0.0.1 and a free port, reading and writing the SQLite file of a running Sprout server.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { childEnv, freePort, nodeBin, root } from '../../scripts/lib/run.mjs';
import { stopPid } from '../../scripts/lib/server.mjs';

/** `{ url, pid, stop() }`; the peer's output goes to peer.log beside the database. */
export const startPeer = async ({ sqlitePath, logDir, timeoutMs = 20_000 }) => {
  const port = await freePort();
  const log = join(logDir, 'peer.log');
  const fd = openSync(log, 'w');
  const child = spawn(nodeBin(), ['bench/peer/server.mjs'], {
    cwd: root,
    env: childEnv({ SQLITE_PATH: sqlitePath, PORT: String(port) }),
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopPid(child.pid);
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`peer exited at start:\n${readFileSync(log, 'utf8').slice(-4000)}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {}
    if (Date.now() > until) {
      await stop();
      throw new Error(`peer did not answer /health within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, pid: child.pid, stop };
};
