import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BodyOf, QueryOf, ResponseOf } from './endpoint.ts';
import { allEndpoints, api } from './index.ts';
import { inspectionReportFiles } from './inspection-report-files.ts';
import type { Route } from './route.ts';
import { ROUTE_TABLE_FILE, renderRouteTable } from './route-table.ts';
import { fileRoutes, routes } from './routes.generated.ts';

describe('routes.generated.ts', () => {
  it('is what the contract generates today (run `npm run routes -w packages/contract` after a change)', () => {
    expect(readFileSync(ROUTE_TABLE_FILE, 'utf8')).toBe(renderRouteTable());
  });

  it('has one route per endpoint, with its method, path and access', () => {
    const fromTable = Object.values(routes).flatMap((m) => Object.values(m));
    const fromContract = allEndpoints().map(({ method, path, access }) => ({ method, path, access }));
    expect(fromTable).toEqual(fromContract);
    expect(routes.booking.addAppointment).toEqual({
      method: 'POST',
      path: api.booking.addAppointment.path,
      access: 'parentWithPhone',
    });
    const files = Object.entries(inspectionReportFiles).map(([n, r]) => [
      n,
      { method: r.method, path: r.path, access: r.access },
    ]);
    expect(fileRoutes).toEqual(Object.fromEntries(files));
  });

  it('carries the endpoint type, so calls made through a route infer their query, body and answer', () => {
    type Carried<R> = R extends Route<infer E> ? E : never;
    type AddAppointment = Carried<typeof routes.booking.addAppointment>;
    expectTypeOf<AddAppointment>().toEqualTypeOf<typeof api.booking.addAppointment>();
    expectTypeOf<BodyOf<AddAppointment>>().toEqualTypeOf<{
      babyId: number;
      slotId: number;
      visitReason: string;
      coupon?: 'best' | 'none' | number | undefined;
      usePoints?: boolean | undefined;
      usePackageCards?: boolean | undefined;
    }>();
    expectTypeOf<QueryOf<Carried<typeof routes.booking.getMonthView>>>().toEqualTypeOf<{
      doctorId: number;
      month: string;
    }>();
    expectTypeOf<ResponseOf<Carried<typeof routes.accounts.sendSms>>>().toEqualTypeOf<{
      sent: true;
      resendAfterSeconds: number;
    }>();
  });
});
