import { describe, expect, it } from 'vitest';
import { backupsToKeep, backupsToPrune, type DatedBackup, isoWeekOf } from './backup-rotation.ts';

/** A backup taken at a time on the clinic's clock (Asia/Shanghai, UTC+8), named by that time. */
const at = (clinicTime: string): DatedBackup => ({
  name: clinicTime,
  createdAt: new Date(`${clinicTime}+08:00`),
});
const clinic = (clinicTime: string): Date => new Date(`${clinicTime}+08:00`);

/** Every night at 02:30 clinic time from `from` to `to` (both YYYY-MM-DD). */
const nightly = (from: string, to: string): DatedBackup[] => {
  const out: DatedBackup[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= to;
    d.setUTCDate(d.getUTCDate() + 1)
  )
    out.push(at(`${d.toISOString().slice(0, 10)}T02:30:00`));
  return out;
};
const kept = (backups: DatedBackup[], now: Date): string[] =>
  [...backupsToKeep(backups, now)].map((name) => name.slice(0, 10)).sort();

describe('isoWeekOf', () => {
  it.each([
    ['2026-05-18', '2026-W21'], // a Monday
    ['2026-05-24', '2026-W21'], // its Sunday
    ['2026-01-01', '2026-W01'], // a Thursday: week 1 is the year's
    ['2026-12-31', '2026-W53'], // 2026 has 53 weeks
    ['2027-01-03', '2026-W53'], // a Sunday in January, still last year's week
    ['2027-01-04', '2027-W01'],
    ['2024-12-30', '2025-W01'], // a Monday in December, already next year's week
    ['2021-01-03', '2020-W53'],
    ['2024-02-29', '2024-W09'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeekOf(date)).toBe(week);
  });
});

describe('the scheduled backups kept (7 days, 4 ISO weeks, 12 months)', () => {
  it('keeps a week of nightlies, then a weekly, then a monthly, from two years of them', () => {
    // Wednesday 20 May 2026, 03:00 at the clinic, after that night's backup.
    expect(kept(nightly('2024-05-01', '2026-05-20'), clinic('2026-05-20T03:00:00'))).toEqual([
      '2025-06-30',
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
      '2025-10-31',
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-03', // the Sunday three weeks back
      '2026-05-10', // two weeks back
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
      '2026-05-17', // last week's newest, and a daily
      '2026-05-18',
      '2026-05-19',
      '2026-05-20',
    ]);
  });

  it('keeps the newest of several on one day', () => {
    const day = [at('2026-05-19T02:30:00'), at('2026-05-19T11:00:00'), at('2026-05-19T18:45:00')];
    expect([...backupsToKeep(day, clinic('2026-05-20T03:00:00'))]).toEqual(['2026-05-19T18:45:00']);
    expect(backupsToPrune(day, clinic('2026-05-20T03:00:00')).map((b) => b.name)).toEqual([
      '2026-05-19T02:30:00',
      '2026-05-19T11:00:00',
    ]);
  });

  it("counts days on the clinic's calendar, not UTC's", () => {
    // 23:30 and 00:30 at the clinic: one UTC day (the 19th), two clinic days: both kept.
    const aroundMidnight = [at('2026-05-19T23:30:00'), at('2026-05-20T00:30:00')];
    expect(backupsToKeep(aroundMidnight, clinic('2026-05-20T03:00:00')).size).toBe(2);
    // 01:00 and 23:00 on the 19th at the clinic: two UTC days (18th and 19th), one clinic day.
    const oneClinicDay = [at('2026-05-19T01:00:00'), at('2026-05-19T23:00:00')];
    expect([...backupsToKeep(oneClinicDay, clinic('2026-05-20T03:00:00'))]).toEqual(['2026-05-19T23:00:00']);
    // The 7 days turn at the clinic's midnight: at 00:10 on the 21st the 14th is no longer one of them
    // (nor the newest of its ISO week or month), 20 minutes earlier it was.
    const week = nightly('2026-05-14', '2026-05-20').map((b, i) => (i === 0 ? at('2026-05-14T23:50:00') : b));
    expect(backupsToKeep(week, clinic('2026-05-20T23:50:00')).has('2026-05-14T23:50:00')).toBe(true);
    expect(backupsToKeep(week, clinic('2026-05-21T00:10:00')).has('2026-05-14T23:50:00')).toBe(false);
  });

  it('keeps the newest of each month and year across their boundaries, by clinic time', () => {
    const now = clinic('2027-01-03T03:00:00'); // a Sunday in ISO week 2026-W53
    const backups = [
      at('2026-01-31T02:30:00'), // 13 months back: gone
      at('2026-02-01T02:30:00'), // the 12th month back: kept
      at('2026-05-31T23:50:00'), // the last of May (15:50 UTC)
      at('2026-06-01T00:10:00'), // the first of June, still 31 May in UTC: both months keep theirs
      at('2026-06-20T02:30:00'), // June's newest
      at('2026-12-31T23:30:00'), // New Year's Eve: the newest of 2026-12 and of its day
      at('2027-01-01T00:30:00'), // New Year's Day, the same UTC day
      at('2027-01-03T02:30:00'),
    ];
    expect([...backupsToKeep(backups, now)].sort()).toEqual([
      '2026-02-01T02:30:00',
      '2026-05-31T23:50:00',
      '2026-06-20T02:30:00',
      '2026-12-31T23:30:00',
      '2027-01-01T00:30:00',
      '2027-01-03T02:30:00',
    ]);
    // The 1st of June is only kept while it is June's newest.
    expect(backupsToKeep(backups.slice(0, 4), now).has('2026-06-01T00:10:00')).toBe(true);
  });

  it('after a gap keeps what the periods still name, and lets a year-old one go', () => {
    // Off from 11 April to 17 May: no dailies in those weeks, April's last stays as its monthly.
    const backups = [...nightly('2026-03-25', '2026-04-10'), ...nightly('2026-05-18', '2026-05-20')];
    expect(kept(backups, clinic('2026-05-20T03:00:00'))).toEqual([
      '2026-03-31',
      '2026-04-10',
      '2026-05-18',
      '2026-05-19',
      '2026-05-20',
    ]);
    // Off for over a year: the old one goes, the new one stays.
    const old = [at('2025-04-30T02:30:00'), at('2026-05-20T02:30:00')];
    expect(kept(old, clinic('2026-05-20T03:00:00'))).toEqual(['2026-05-20']);
  });

  it('keeps what it cannot place: a date after now, an unreadable one', () => {
    const now = clinic('2026-05-20T03:00:00');
    const odd = [
      at('2026-05-21T02:30:00'),
      { name: 'broken', createdAt: new Date('not a date') },
      at('2026-05-20T02:30:00'),
      at('2026-05-20T01:00:00'),
    ];
    expect([...backupsToKeep(odd, now)].sort()).toEqual([
      '2026-05-20T02:30:00',
      '2026-05-21T02:30:00',
      'broken',
    ]);
  });

  it('prunes every night to what one prune at the end would keep, never more than 23', () => {
    const all = nightly('2025-01-01', '2026-08-31');
    let folder: DatedBackup[] = [];
    for (const backup of all) {
      folder.push(backup);
      const now = new Date(backup.createdAt.getTime() + 60_000);
      const gone = new Set(backupsToPrune(folder, now).map((b) => b.name));
      folder = folder.filter((b) => !gone.has(b.name));
      expect(folder.length).toBeLessThanOrEqual(23);
    }
    const end = new Date((all.at(-1)?.createdAt.getTime() ?? 0) + 60_000);
    expect(folder.map((b) => b.name).sort()).toEqual([...backupsToKeep(all, end)].sort());
    // And a second prune finds nothing more to do.
    expect(backupsToPrune(folder, end)).toEqual([]);
  });
});
