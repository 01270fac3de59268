import { describe, expect, it } from 'vitest';
import { expiredBackups, nextRunAt, nightlyBackupName } from './nightly.ts';

describe('nightly backup retention', () => {
  const names = ['2026-11-20', '2026-11-24', '2026-11-21', '2026-11-23', '2026-11-22'].map((day) =>
    nightlyBackupName(new Date(`${day}T01:00:00Z`)),
  );

  it('keeps the N newest backups and expires the rest', () => {
    expect(expiredBackups(names, 3).sort()).toEqual([
      'wizytownik-2026-11-20T01-00-00Z.tar.gz',
      'wizytownik-2026-11-21T01-00-00Z.tar.gz',
    ]);
  });

  it('expires nothing while there are no more than N', () => {
    expect(expiredBackups(names, 5)).toEqual([]);
  });

  it('never touches files it did not write', () => {
    const other = ['kopia-reczna.tar.gz', 'wizytownik-2026-11-19T01-00-00Z.tar.gz.partial', 'notatki.txt'];
    expect(expiredBackups([...other, ...names], 1)).toHaveLength(4);
    expect(expiredBackups([...other, ...names], 1)).not.toContain(other[0]);
  });
});

describe('nightly backup time', () => {
  it('runs later the same day when the time has not come yet', () => {
    const now = new Date(2026, 10, 26, 1, 30);
    expect(nextRunAt(now, '02:00')).toEqual(new Date(2026, 10, 26, 2, 0));
  });

  it('runs the next day once the time has passed, or is now', () => {
    expect(nextRunAt(new Date(2026, 10, 26, 2, 0), '02:00')).toEqual(new Date(2026, 10, 27, 2, 0));
    expect(nextRunAt(new Date(2026, 10, 30, 23, 59), '00:15')).toEqual(new Date(2026, 11, 1, 0, 15));
  });
});
