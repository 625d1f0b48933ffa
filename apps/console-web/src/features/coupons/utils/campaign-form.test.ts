import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  type CampaignFormValues,
  campaignBodyOf,
  dateTextOf,
  formValuesOf,
  pickerDayOf,
} from './campaign-form.ts';

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
  claimFrom: dayjs('2026-12-01'),
  claimTo: dayjs('2026-12-31'),
  perPersonLimit: 1,
  totalQuantity: 100,
  ...over,
});

describe('campaignBodyOf', () => {
  it('turns yuan into fen exactly and drops what the kind and validity do not use', () => {
    const check = campaignBodyOf(values({ valueYuan: '12.35', validFrom: dayjs('2026-12-01') }), 7);
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
        claimFrom: '2026-12-01',
        claimTo: '2026-12-31',
      },
    });
  });

  it('sends the picked days as the YYYY-MM-DD text the server takes, whatever the time of day picked', () => {
    const check = campaignBodyOf(
      values({
        validMode: 'fixed',
        validFrom: dayjs('2027-01-01T23:59:00'),
        validTo: dayjs('2027-02-28T00:00:00'),
        validDays: 30,
        claimFrom: dayjs('2026-12-31T12:00:00'),
      }),
    );
    expect(check).toMatchObject({
      ok: true,
      body: { validFrom: '2027-01-01', validTo: '2027-02-28', validDays: null, claimFrom: '2026-12-31' },
    });
    // An unpicked fixed day goes as null, and the server names it (请选择有效期开始日期).
    expect(campaignBodyOf(values({ validMode: 'fixed', validTo: null }))).toMatchObject({
      body: { validFrom: null, validTo: null },
    });
  });

  it('turns date text into picker days and back unchanged', () => {
    for (const text of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-12-31'])
      expect(dateTextOf(pickerDayOf(text))).toBe(text);
    expect(pickerDayOf(null)).toBeUndefined();
    expect(dateTextOf(null)).toBeNull();
    expect(pickerDayOf('2026-03-08')?.format('YYYY年M月D日')).toBe('2026年3月8日');
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
    expect(campaignBodyOf(values({ claimFrom: null }))).toMatchObject({ ok: false, field: 'claimFrom' });
    expect(campaignBodyOf(values({ claimTo: undefined }))).toMatchObject({ ok: false, field: 'claimTo' });
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
    expect(back.claimFrom?.format('YYYY-MM-DD')).toBe('2026-12-01');
  });

  it('reads a fixed-date campaign back with its days, and sends them again unchanged', () => {
    const check = campaignBodyOf(
      values({ validMode: 'fixed', validFrom: dayjs('2027-01-01'), validTo: dayjs('2027-03-31') }),
    );
    if (!check.ok) throw new Error(check.message);
    const saved = {
      ...check.body,
      capFen: null,
      serviceCodes: check.body.serviceCodes ?? null,
      validFrom: check.body.validFrom ?? null,
      validTo: check.body.validTo ?? null,
      validDays: check.body.validDays ?? null,
      valueFen: check.body.valueFen ?? 0,
      percentOff: 0,
    };
    expect(saved).toMatchObject({ validFrom: '2027-01-01', validTo: '2027-03-31', validDays: null });
    expect(campaignBodyOf(formValuesOf(saved))).toEqual(check);
  });
});
