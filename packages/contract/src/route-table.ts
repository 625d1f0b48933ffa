import type { Access, HttpMethod } from './endpoint.ts';
import { api } from './index.ts';
import { inspectionReportFiles } from './inspection-report-files.ts';
import { pictureFiles } from './pictures.ts';

/**
 * Writes routes.generated.ts: the clients' zod-free table of every endpoint (method, path, access),
 * typed from the contract with `import type` so that tsc refuses a table that disagrees with it.
 * `npm run routes -w packages/contract` rewrites the file; route-table.test.ts fails while it is stale.
 */

interface RouteData {
  method: HttpMethod;
  path: string;
  access: Access;
}

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const line = (name: string, r: RouteData, indent: string) =>
  `${indent}${name}: { method: ${quote(r.method)}, path: ${quote(r.path)}, access: ${quote(r.access)} },`;

export const renderRouteTable = (): string => {
  const out = [
    '// Generated from the contract by `npm run routes -w packages/contract` (src/route-table.ts): do not',
    '// edit. The clients call endpoints through these, so that a page loads no zod; the types come from',
    '// the contract (`import type`), so a row that disagrees with its endpoint fails the typecheck.',
    "import type { api } from './index.ts';",
    "import type { inspectionReportFiles } from './inspection-report-files.ts';",
    "import type { pictureFiles } from './pictures.ts';",
    "import type { FileRoutesOf, RoutesOf } from './route.ts';",
    '',
    'export const routes: RoutesOf<typeof api> = {',
  ];
  for (const [module, endpoints] of Object.entries(api)) {
    out.push(`  ${module}: {`);
    for (const [name, e] of Object.entries(endpoints)) out.push(line(name, e, '    '));
    out.push('  },');
  }
  out.push('};', '', 'export const fileRoutes: FileRoutesOf<typeof inspectionReportFiles> = {');
  for (const [name, r] of Object.entries(inspectionReportFiles)) out.push(line(name, r, '  '));
  out.push('};', '', 'export const pictureFileRoutes: FileRoutesOf<typeof pictureFiles> = {');
  for (const [name, r] of Object.entries(pictureFiles)) out.push(line(name, r, '  '));
  out.push('};', '');
  return out.join('\n');
};

export const ROUTE_TABLE_FILE = new URL('./routes.generated.ts', import.meta.url);
