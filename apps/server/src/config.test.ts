import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('backup settings', () => {
  it('takes a nightly backup at 02:00 and keeps 7 unless told otherwise', () => {
    expect(loadConfig({}).backup).toEqual({ time: '02:00', keep: 7 });
    expect(loadConfig({ BACKUP_TIME: '23:30', BACKUP_KEEP: '0' }).backup).toEqual({ time: '23:30', keep: 0 });
  });

  it.each(['24:00', '2:00', '02:60', 'o drugiej'])('refuses BACKUP_TIME=%s', (time) => {
    expect(() => loadConfig({ BACKUP_TIME: time })).toThrow(/BACKUP_TIME/);
  });

  it.each(['-1', '1.5', 'siedem'])('refuses BACKUP_KEEP=%s', (keep) => {
    expect(() => loadConfig({ BACKUP_KEEP: keep })).toThrow(/BACKUP_KEEP/);
  });
});

describe('trusted proxies', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['10.0.0.1,10.0.0.2', '10.0.0.1,10.0.0.2'],
  ])('TRUST_PROXY=%s believes %s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses a value that is no address list', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'każdy pośrednik' })).toThrow(/TRUST_PROXY/);
  });
});
