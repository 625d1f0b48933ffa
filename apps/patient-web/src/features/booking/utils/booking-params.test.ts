import { describe, expect, it } from 'vitest';
import { chooserLocation, parseId, readChosenSlot, readSelection, selectionQuery } from './booking-params.ts';

describe('booking address', () => {
  it('reads only plain positive ids', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', '1e3', ' 1', 'abc', '012', '99999999999'])
      expect(parseId(bad)).toBeNull();
  });

  it('reads the choices and drops what does not parse', () => {
    const s = readSelection(
      new URLSearchParams(
        'facilityId=1&deptId=x&doctorId=3&date=2026-02-30&month=2026-12&slotId=7&cityCode=4403',
      ),
    );
    expect(s).toEqual({
      cityCode: '4403',
      facilityId: 1,
      deptId: null,
      doctorId: 3,
      date: null,
      month: '2026-12',
      slotId: 7,
    });
    expect(selectionQuery(s)).toEqual({
      cityCode: '4403',
      facilityId: '1',
      doctorId: '3',
      month: '2026-12',
      slotId: '7',
    });
  });

  it('needs every part of a chosen slot', () => {
    const full = 'entry=qr&facilityId=1&deptId=2&doctorId=3&date=2026-11-23&slotId=9';
    expect(readChosenSlot(new URLSearchParams(full))).toEqual({
      entry: 'qr',
      facilityId: 1,
      deptId: 2,
      doctorId: 3,
      date: '2026-11-23',
      slotId: 9,
    });
    expect(readChosenSlot(new URLSearchParams(full.replace('slotId=9', '')))).toBeNull();
    expect(readChosenSlot(new URLSearchParams(full.replace('entry=qr', 'entry=evil')))?.entry).toBe('newFun');
  });

  it('returns to the page the slot was chosen on, same doctor and day', () => {
    const slot = { facilityId: 1, deptId: 2, doctorId: 3, date: '2026-12-01', slotId: 9 };
    expect(chooserLocation({ ...slot, entry: 'qr' })).toEqual({
      path: '/pages/newAppoinmentQr/index',
      query: { facilityId: 1, doctorId: 3, date: '2026-12-01', month: '2026-12' },
    });
    expect(chooserLocation({ ...slot, entry: 'newAppoinment' }).path).toBe('/pages/newAppoinment/index');
    expect(chooserLocation({ ...slot, entry: 'newFun' }).query).toEqual({
      facilityId: 1,
      deptId: 2,
      doctorId: 3,
      date: '2026-12-01',
      month: '2026-12',
    });
  });
});
