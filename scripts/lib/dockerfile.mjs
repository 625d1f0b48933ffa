// Reads the instructions of one stage of the Dockerfile, so that the production-install test runs the
// runtime stage's own steps (COPY, `npm` RUN lines, ENV, CMD, HEALTHCHECK) without a container.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './run.mjs';

/** `[{ op, args, flags }]` of the stage named `stage` (`FROM … AS <stage>`), continuation lines joined. */
export const dockerStage = (stage, file = join(root, 'Dockerfile')) => {
  const lines = readFileSync(file, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const out = [];
  let inStage = false;
  for (const line of lines) {
    const [, op = '', rest = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') {
      inStage = new RegExp(`\\sAS\\s+${stage}$`, 'i').test(rest);
      continue;
    }
    if (!inStage) continue;
    const flags = {};
    let args = rest;
    for (;;) {
      const m = /^--([\w-]+)=(\S+)\s+/.exec(args);
      if (!m) break;
      flags[m[1]] = m[2];
      args = args.slice(m[0].length);
    }
    out.push({ op: op.toUpperCase(), args, flags });
  }
  if (out.length === 0) throw new Error(`Dockerfile has no stage named ${stage}`);
  return out;
};

/** `ENV A=1 B=2` → { A: '1', B: '2' } (no quoting: our values have no spaces). */
export const envOf = (args) =>
  Object.fromEntries(args.split(/\s+/).map((kv) => kv.split(/=(.*)/s).slice(0, 2)));

/** A JSON-form CMD or HEALTHCHECK command → argv. */
export const execForm = (args) => {
  const json = args.slice(args.indexOf('['));
  const argv = JSON.parse(json);
  if (!Array.isArray(argv) || argv.some((a) => typeof a !== 'string'))
    throw new Error(`not a JSON command: ${args}`);
  return argv;
};
