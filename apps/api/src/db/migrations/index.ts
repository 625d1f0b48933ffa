import type { Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { DialectName } from '../dialect.ts';
import * as m001 from './001-foundation.ts';
import * as m002 from './002-booking.ts';
import * as m003 from './003-growth.ts';
import * as m004 from './004-arrival-marks.ts';
import * as m005 from './005-evaluations.ts';
import * as m006 from './006-inspection-reports.ts';
import * as m008 from './008-growth-puberty.ts';
import * as m009 from './009-measurement-review.ts';
import * as m010 from './010-operations.ts';
import * as m011 from './011-notices.ts';
import * as m012 from './012-one-booking-per-half-day.ts';
import * as m013 from './013-consultation.ts';
import * as m014 from './014-chat.ts';
import * as m015 from './015-pictures.ts';
import * as m016 from './016-consult-desk.ts';
import * as m017 from './017-addresses.ts';
import * as m018 from './018-value-requests.ts';
import * as m019 from './019-members-points.ts';
import * as m020 from './020-coupons.ts';
import * as m021 from './021-fees.ts';
import * as m022 from './022-package-cards-mall.ts';
import * as m023 from './023-invoices.ts';
import * as m024 from './024-reconciliation.ts';
import * as m025 from './025-alipay-payers.ts';
import * as m026 from './026-card-type-names.ts';
import * as m027 from './027-points-pools.ts';
import * as m028 from './028-client-errors.ts';
import * as m029 from './029-doctor-pictures.ts';
import * as m030 from './030-inquiry-red-flags.ts';
import * as m031 from './031-ai-consult.ts';
import * as m032 from './032-staff-alerts.ts';
import * as m033 from './033-inquiry-ai-case.ts';

/**
 * Numbered migrations, in order. A landed migration is never edited: add the next number.
 * Each receives the dialect so the few type differences stay in db/dialect.ts. There is no 007: the
 * measurement review was written as 007 beside 008 and landed after it, so it took the next number
 * (a database already at 008 must never meet an earlier name).
 */
const ordered = {
  '001-foundation': m001,
  '002-booking': m002,
  '003-growth': m003,
  '004-arrival-marks': m004,
  '005-evaluations': m005,
  '006-inspection-reports': m006,
  '008-growth-puberty': m008,
  '009-measurement-review': m009,
  '010-operations': m010,
  '011-notices': m011,
  '012-one-booking-per-half-day': m012,
  '013-consultation': m013,
  '014-chat': m014,
  '015-pictures': m015,
  '016-consult-desk': m016,
  '017-addresses': m017,
  '018-value-requests': m018,
  '019-members-points': m019,
  '020-coupons': m020,
  '021-fees': m021,
  '022-package-cards-mall': m022,
  '023-invoices': m023,
  '024-reconciliation': m024,
  '025-alipay-payers': m025,
  '026-card-type-names': m026,
  '027-points-pools': m027,
  '028-client-errors': m028,
  '029-doctor-pictures': m029,
  '030-inquiry-red-flags': m030,
  '031-ai-consult': m031,
  '032-staff-alerts': m032,
  '033-inquiry-ai-case': m033,
} as const;

/** The migrations for the database the executor was opened on (configuration says which). */
export const migrationProvider = (dialect: DialectName): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(ordered).map(([name, m]): [string, Migration] => [
        name,
        { up: (db: Kysely<unknown>) => m.up(db, dialect) },
      ]),
    ),
});
