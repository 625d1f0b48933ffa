import { describe, expect, it } from 'vitest';
import { checkServer } from './server.rules.mjs';

/** Runs the rule over an in-memory tree of files. */
const run = (tree) => checkServer({ files: Object.keys(tree), read: (f) => tree[f] });
const rules = (tree) => run(tree).map((f) => `${f.file} ${f.rule}`);

describe('server boundaries', () => {
  it('lets a repository query the tables its module owns and join others', () => {
    expect(
      run({
        'apps/api/src/modules/babies/babies.repository.ts':
          "db.kysely.selectFrom('babies').innerJoin('users as u', 'u.id', 'babies.user_id')",
      }),
    ).toEqual([]);
  });

  it("refuses a query started on another module's table", () => {
    expect(
      rules({ 'apps/api/src/modules/growth/growth.repository.ts': "db.kysely.selectFrom('babies as b')" }),
    ).toEqual(['apps/api/src/modules/growth/growth.repository.ts table-owner']);
  });

  it('refuses query building outside repositories, db/ and the embedded providers', () => {
    expect(
      rules({
        'apps/api/src/modules/staff/staff.service.ts': "await ctx.db.kysely.updateTable('staff').set({})",
        'apps/api/src/modules/system/system.routes.ts': 'await sql`select 1`.execute(db)',
        'apps/api/src/db/seed/seed.ts': "db.kysely.insertInto('babies')",
        'apps/api/src/providers/sms/console-sms.ts': "db.kysely.insertInto('sms_outbox')",
      }),
    ).toEqual([
      'apps/api/src/modules/staff/staff.service.ts query-outside-repository',
      'apps/api/src/modules/system/system.routes.ts query-outside-repository',
    ]);
  });

  it("refuses imports of another module's repository, routes or entry, and module imports in providers but the jobs service", () => {
    expect(
      rules({
        'apps/api/src/modules/booking/add-appointment.ts': [
          "import { findOwnBaby } from '../babies/babies.repository.ts';",
          "import { ownedBaby } from '../babies/babies.service.ts';",
          "import { insertAppointment } from './appointments.repository.ts';",
        ].join('\n'),
        'apps/api/src/app.ts': "import { registerBabiesModule } from './modules/babies/babies.module.ts';",
        'apps/api/src/modules/growth/growth.service.ts':
          "import { registerBabiesModule } from '../babies/babies.module.ts';",
        'apps/api/src/providers/payments/sandbox-payments.ts':
          "import { enqueueJob } from '../../modules/jobs/jobs.service.ts';",
        'apps/api/src/providers/his/sprout-his.ts':
          "import { ownedBaby } from '../../modules/babies/babies.service.ts';",
      }),
    ).toEqual([
      'apps/api/src/modules/booking/add-appointment.ts foreign-module-internals',
      'apps/api/src/modules/growth/growth.service.ts foreign-module-internals',
      'apps/api/src/providers/his/sprout-his.ts provider-imports-module',
    ]);
  });

  it('refuses any file of another module but its services and its types file, outside the composition roots', () => {
    expect(
      rules({
        'apps/api/src/modules/mall/goods.service.ts': [
          "import { oncePerKey } from '../value/once-per-key.service.ts';",
          "import type { ParentPrincipal } from '../sessions/sessions.types.ts';",
          "import { sniff } from '../pictures/picture-processing.ts';",
          "import type { Other } from '../sessions/other.types.ts';",
        ].join('\n'),
        'apps/api/src/db/seed/seed.ts':
          "import { hashPassword } from '../../modules/staff/password-hash.ts';",
        'apps/api/src/app-context.ts': "import { createOrderKinds } from './modules/orders/order-kinds.ts';",
      }),
    ).toEqual([
      'apps/api/src/modules/mall/goods.service.ts foreign-module-internals',
      'apps/api/src/modules/mall/goods.service.ts foreign-module-internals',
      'apps/api/src/db/seed/seed.ts foreign-module-internals',
    ]);
  });

  it('refuses modules that import each other, naming the loop once', () => {
    const found = run({
      'apps/api/src/modules/booking/a.service.ts': "import { x } from '../clinic/clinic.service.ts';",
      'apps/api/src/modules/clinic/clinic.service.ts': "import { y } from '../payments/payments.service.ts';",
      'apps/api/src/modules/payments/payments.service.ts': "import { z } from '../booking/a.service.ts';",
      'apps/api/src/modules/orders/orders.service.ts': "import { z } from '../booking/a.service.ts';",
    });
    expect(found.map((f) => f.rule)).toEqual(['module-cycle']);
    expect(found[0]?.message).toContain('booking → clinic → payments → booking');
  });

  it('lets a migration import only db/ and packages', () => {
    expect(
      rules({
        'apps/api/src/db/migrations/009-x.ts': [
          "import { sql } from 'kysely';",
          "import type { DialectName } from '../dialect.ts';",
          "import { growthTables } from '../../modules/growth/growth.service.ts';",
          "import { invalidInput } from '../../http/app-error.ts';",
        ].join('\n'),
      }),
    ).toEqual([
      'apps/api/src/db/migrations/009-x.ts migration-imports',
      'apps/api/src/db/migrations/009-x.ts migration-imports',
    ]);
  });

  it('knows an owner for every table it is asked about', () => {
    expect(rules({ 'apps/api/src/modules/x/x.repository.ts': "db.kysely.selectFrom('mystery')" })).toEqual([
      'apps/api/src/modules/x/x.repository.ts table-owner',
    ]);
  });
});
