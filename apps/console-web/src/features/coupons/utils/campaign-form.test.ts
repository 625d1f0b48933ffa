import { describe, expect, it } from 'vitest';
import { type CampaignFormValues, campaignBodyOf, formValuesOf } from './campaign-form.ts';

const values = (over: Partial<CampaignFormValues> = {}): CampaignFormValues => ({
  name: '满100减20',
  kind: 'amount',
  valueYuan: '20',
  thresholdYuan: '100',
  scope: 'some',
  serviceCodes: ['EXAM', ' LAB '],
  scopeText: '仅限检查费、检验费',
  stacksWithMemberDiscount: false,
  validMode: 'days',
  validDays: 30,
  claimFrom: '2026-12-01',
  claimTo: '2026-12-31',
  perPersonLimit: 1,
  totalQuantity: 100,
  ...over,
});

describe('campaignBodyOf', () => {
  it('turns yuan into fen exactly and drops what the kind and validity do not use', () => {
    const check = campaignBodyOf(values({ valueYuan: '12.35', validFrom: '2026-12-01' }), 7);
    expect(check).toMatchObject({
      ok: true,
      body: {
        campaignId: 7,
        valueFen: 1235,
        thresholdFen: 10_000,
        capFen: null,
        percentOff: 0,
        serviceCodes: ['EXAM', 'LAB'],
        validFrom: null,
        validDays: 30,
      },
    });
  });

  it('keeps a percentage with an optional cap, and all items as null', () => {
    const check = campaignBodyOf(
      values({
        kind: 'percent',
        percentOff: 15,
        capYuan: '',
        valueYuan: '99',
        scope: 'all',
        thresholdYuan: '0',
      }),
    );
    expect(check).toMatchObject({
      ok: true,
      body: { valueFen: 0, percentOff: 15, capFen: null, serviceCodes: null },
    });
    expect(campaignBodyOf(values({ kind: 'percent', percentOff: 15, capYuan: '10' }))).toMatchObject({
      body: { capFen: 1000 },
    });
  });

  it('names the field that is wrong', () => {
    expect(campaignBodyOf(values({ valueYuan: '2.345' }))).toMatchObject({ ok: false, field: 'valueYuan' });
    expect(campaignBodyOf(values({ thresholdYuan: '' }))).toMatchObject({
      ok: false,
      field: 'thresholdYuan',
    });
    expect(campaignBodyOf(values({ serviceCodes: [' '] }))).toMatchObject({
      ok: false,
      field: 'serviceCodes',
    });
    expect(campaignBodyOf(values({ kind: 'percent', percentOff: 10, capYuan: 'x' }))).toMatchObject({
      ok: false,
      field: 'capYuan',
    });
  });

  it('reads a saved campaign back into the same form values', () => {
    const check = campaignBodyOf(values());
    if (!check.ok) throw new Error(check.message);
    const back = formValuesOf({
      ...check.body,
      capFen: check.body.capFen ?? null,
      serviceCodes: check.body.serviceCodes ?? null,
      validFrom: check.body.validFrom ?? null,
      validTo: check.body.validTo ?? null,
      validDays: check.body.validDays ?? null,
      valueFen: check.body.valueFen ?? 0,
      percentOff: check.body.percentOff ?? 0,
    });
    expect(campaignBodyOf(back)).toEqual(check);
  });
});
