// The front ends' feature boundary (docs/CODE_STYLE.md, "Clients by feature"): a file in
// apps/<app>/src/features/<a>/ imports nothing from another feature, relatively or through an alias.
// Shared pieces live in src/components, src/lib, src/config or src/stores, and the pages in
// src/app/routes compose features. Biome's noRestrictedImports matches specifiers, not where they
// resolve, so it cannot tell '../../growth/x' (another feature) from '../../lib/x' (shared) without
// one override per feature and depth: hence this rule.
import { importsOf, resolveSpec } from './imports.mjs';

const APPS = ['apps/patient-web', 'apps/console-web'];
export const RULE = 'clients/no-cross-feature-import';

/** `{ app, feature }` when `path` (root-relative) lies inside a feature folder of a front end. */
export const featureOf = (path) => {
  for (const app of APPS) {
    const prefix = `${app}/src/features/`;
    if (path.startsWith(prefix)) {
      const feature = path.slice(prefix.length).split('/')[0];
      if (feature && path.length > prefix.length + feature.length) return { app, feature };
    }
  }
  return null;
};

/**
 * The feature a specifier points into: a relative one by where it resolves, an aliased one
 * ('@/features/x/…', 'src/features/x/…', '@sprout/patient-web/src/features/x/…') by its path.
 */
const targetFeature = (file, spec, app) => {
  const resolved = resolveSpec(file, spec);
  if (resolved !== null) {
    const target = featureOf(resolved);
    return target && target.app === app ? target.feature : null;
  }
  return /(?:^|\/)features\/([^/]+)\//.exec(spec)?.[1] ?? null;
};

/** Every import of one feature from another, as lint findings. */
export const check = ({ files, read }) => {
  const findings = [];
  for (const file of files) {
    const own = featureOf(file);
    if (!own) continue;
    for (const { spec, line } of importsOf(read(file))) {
      const target = targetFeature(file, spec, own.app);
      if (target === null || target === own.feature) continue;
      findings.push({
        file,
        line,
        rule: RULE,
        message: `feature '${own.feature}' imports '${spec}' from feature '${target}': move the shared piece to src/components, src/lib or src/config, or let the page in src/app/routes compose both`,
      });
    }
  }
  return findings;
};
