// `npm run routes -w packages/contract`: rewrites src/routes.generated.ts from the contract.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTE_TABLE_FILE, renderRouteTable } from '../src/route-table.ts';

writeFileSync(ROUTE_TABLE_FILE, renderRouteTable());
console.log(`wrote ${fileURLToPath(ROUTE_TABLE_FILE)}`);
