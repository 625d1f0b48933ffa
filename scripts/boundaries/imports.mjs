// Helpers shared by the rule sets: the import specifiers of a file with their line numbers, and how a
// relative specifier resolves to a root-relative path.
import { posix } from 'node:path';

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** `{ spec, line }` for every static import/export-from and literal dynamic import. */
export const importsOf = (text) => {
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    const at = m.index + m[0].indexOf(spec);
    out.push({ spec, line: text.slice(0, at).split('\n').length });
  }
  return out;
};

/** The root-relative path a relative specifier points at (no extension guessing), or null for packages. */
export const resolveSpec = (file, spec) =>
  spec.startsWith('.') ? posix.normalize(posix.join(posix.dirname(file), spec)) : null;
