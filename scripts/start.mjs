// `npm start`: builds the front ends when stale, then runs the API server in this terminal.
// `npm run dev` (--dev): runs the server under `node --watch` (front ends: `npm run dev -w <app>`).
import { spawn } from 'node:child_process';
import { buildStale } from './lib/build-apps.mjs';
import { childEnv, nodeBin, root } from './lib/run.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

const dev = process.argv.includes('--dev');
if (!dev) await buildStale();

// A .env beside package.json (see .env.example) is read if present; real environment variables win.
const args = [
  ...SERVER_NODE_FLAGS,
  '--env-file-if-exists=.env',
  ...(dev ? ['--watch'] : []),
  'apps/api/src/server.ts',
];
const server = spawn(nodeBin(), args, { cwd: root, env: childEnv(), stdio: 'inherit' });

// Ctrl-C reaches the server through the terminal too; forwarding covers `kill <our pid>`.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('error', (err) => {
  console.error(`cannot start the server: ${err.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)));
