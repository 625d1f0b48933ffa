// The table of every setting in docs/DEPLOY.md, made from the server's own schema
// (apps/api/src/config/env.ts): name, default, the values it takes, and the words of .env.example
// (or of env.ts's comment above it). `node scripts/settings-table.mjs` prints it;
// `--write` puts it into docs/DEPLOY.md between its two settings-table markers.
// scripts/settings-table.test.mjs fails while DEPLOY.md misses a setting or shows an old default.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { envSchema } from '../apps/api/src/config/env.ts';

const root = join(import.meta.dirname, '..');
export const DEPLOY_MD = join(root, 'docs/DEPLOY.md');
export const START = '<!-- settings-table:start (node scripts/settings-table.mjs --write) -->';
export const END = '<!-- settings-table:end -->';

/** The schema under defaults, optionals and transforms: where the accepted values are. */
const innermost = (field) => {
  let f = field;
  for (;;) {
    const def = f.def;
    if (def.type === 'default' || def.type === 'optional') f = def.innerType;
    else if (def.type === 'pipe') f = def.in;
    else return f;
  }
};

/** The default as an operator writes it in the environment, or '' when there is none. */
const defaultOf = (field) => {
  let f = field;
  for (;;) {
    const def = f.def;
    if (def.type === 'default') return String(def.defaultValue);
    if (def.type === 'pipe') f = def.in;
    else if (def.type === 'optional') f = def.innerType;
    else return '';
  }
};

const valuesOf = (field) => {
  const inner = innermost(field);
  if (inner.def.type === 'enum') {
    const options = Object.values(inner.def.entries).map(String);
    return ['0', '1', 'false', 'true'].every((o) => options.includes(o)) && options.length === 4
      ? 'true / false'
      : options.join(' / ');
  }
  if (inner.def.type === 'number') return 'number';
  return inner.def.checks?.some((c) => c._zod?.def?.format === 'url') ? 'URL' : 'text';
};

/**
 * The comment right above `name` in a file (`# …` in .env.example, `// …` in env.ts); a setting in a
 * group without its own (`S3_REGION` under `S3_ENDPOINT`) takes the group's.
 */
const commentAbove = (lines, name, marker) => {
  const keyLine = marker === '#' ? /^(# ?)?[A-Z][A-Z0-9_]*=/ : /^[A-Z][A-Z0-9_]*:/;
  const at = lines.findIndex((l) =>
    new RegExp(`^(${marker} ?)?${name}${marker === '#' ? '=' : ':'}`).test(l.trim()),
  );
  if (at < 0) return '';
  const words = [];
  for (let i = at - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (keyLine.test(line)) {
      if (words.length > 0) break;
    } else if (line.startsWith(marker)) words.unshift(line.slice(marker.length).trim());
    else break;
  }
  return words
    .join(' ')
    .replace(/^-+ .* -+$/, '')
    .trim();
};

/** `[{ name, default, values, about }]` in the schema's order. */
export const settings = () => {
  const example = readFileSync(join(root, '.env.example'), 'utf8').split('\n');
  const source = readFileSync(join(root, 'apps/api/src/config/env.ts'), 'utf8').split('\n');
  return Object.entries(envSchema.shape).map(([name, field]) => ({
    name,
    default: defaultOf(field),
    values: valuesOf(field),
    about: commentAbove(example, name, '#') || commentAbove(source, name, '//'),
  }));
};

const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The Markdown table. */
export const settingsTable = () =>
  [
    '| setting | default | values | what it does |',
    '|---|---|---|---|',
    ...settings().map(
      (s) =>
        `| \`${s.name}\` | ${s.default === '' ? '(unset)' : `\`${cell(s.default)}\``} | ${cell(s.values)} | ${cell(s.about)} |`,
    ),
  ].join('\n');

/** DEPLOY.md with the table between its markers replaced by `table`. */
export const withTable = (markdown, table) => {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`DEPLOY.md has no ${START} … ${END} markers`);
  return `${markdown.slice(0, start + START.length)}\n${table}\n${markdown.slice(end)}`;
};

if (import.meta.main) {
  if (process.argv.includes('--write')) {
    writeFileSync(DEPLOY_MD, withTable(readFileSync(DEPLOY_MD, 'utf8'), settingsTable()));
    console.log(`${DEPLOY_MD}: ${settings().length} settings`);
  } else console.log(settingsTable());
}
