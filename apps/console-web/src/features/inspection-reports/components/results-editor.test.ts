import { api } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import { resultInputOf } from './results-editor.tsx';

const body = api.inspectionReports.consoleCreateReport.body;

describe('a results-editor row as the contract takes it', () => {
  it('leaves blanks out and keeps the value as written', () => {
    expect(
      resultInputOf({ itemName: ' 白蛋白 ', value: '42.50', unit: '', refLow: 35, refHigh: null }),
    ).toEqual({
      itemName: '白蛋白',
      value: '42.50',
      refLow: 35,
    });
  });

  it('marks a text value abnormal only when ticked, and the server schema accepts the rows', () => {
    const rows = [
      resultInputOf({ itemName: '尿蛋白', value: '阳性', abnormal: true, rangeText: '阴性' }),
      resultInputOf({ itemName: 'ALT', value: '68', unit: 'U/L', refLow: 7, refHigh: 40, abnormal: false }),
    ];
    expect(rows[1]).not.toHaveProperty('abnormal');
    const parsed = body?.safeParse({ encounterId: 1, name: '尿常规', kind: 'lab', results: rows });
    expect(parsed?.success).toBe(true);
  });
});
