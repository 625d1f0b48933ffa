// `npm run lint` runs this after Biome: the import and query boundaries of docs/CODE_STYLE.md that
// Biome's rules cannot express. Each `*.rules.mjs` file beside this one exports
// `check({ root, files, read }) → { file, line, rule, message }[]`; any finding fails the lint.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results', '.git']);

/** Every .ts/.tsx file under the given folders, as root-relative paths with forward slashes. */
const listFiles = (dirs) => {
  const out = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (SKIP.has(e.name)) continue;
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(e.name)) out.push(relative(root, path).split('\\').join('/'));
    }
  };
  for (const d of dirs) walk(join(root, d));
  return out.sort();
};

const files = listFiles(['apps', 'packages']);
const cache = new Map();
const read = (file) => {
  if (!cache.has(file)) cache.set(file, readFileSync(join(root, file), 'utf8'));
  return cache.get(file);
};

const ruleFiles = readdirSync(here)
  .filter((f) => f.endsWith('.rules.mjs'))
  .sort();
const findings = [];
for (const f of ruleFiles) {
  const { check } = await import(join(here, f));
  findings.push(...check({ root, files, read }));
}

if (findings.length > 0) {
  for (const v of findings) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.message}`);
  console.error(`\nboundaries: ${findings.length} breach(es) (docs/CODE_STYLE.md says why each rule exists)`);
  process.exit(1);
}
console.log(`boundaries: ${files.length} files checked against ${ruleFiles.length} rule set(s), no breach`);
