import { describe, expect, it } from 'vitest';
import { easterSunday, polishPublicHolidays } from './public-holidays.ts';

describe('easterSunday', () => {
  it.each([
    { year: 2000, date: '2000-04-23' },
    { year: 2019, date: '2019-04-21' },
    { year: 2024, date: '2024-03-31' },
    { year: 2025, date: '2025-04-20' },
    { year: 2026, date: '2026-04-05' },
    { year: 2038, date: '2038-04-25' },
  ])('$year → $date', ({ year, date }) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('polishPublicHolidays', () => {
  it('lists the fourteen holidays of 2025 in date order, Wigilia included', () => {
    expect(polishPublicHolidays(2025)).toEqual([
      { date: '2025-01-01', name: 'Nowy Rok' },
      { date: '2025-01-06', name: 'Trzech Króli' },
      { date: '2025-04-20', name: 'Wielkanoc' },
      { date: '2025-04-21', name: 'Poniedziałek Wielkanocny' },
      { date: '2025-05-01', name: 'Święto Pracy' },
      { date: '2025-05-03', name: 'Święto Konstytucji 3 Maja' },
      { date: '2025-06-08', name: 'Zielone Świątki' },
      { date: '2025-06-19', name: 'Boże Ciało' },
      { date: '2025-08-15', name: 'Wniebowzięcie NMP' },
      { date: '2025-11-01', name: 'Wszystkich Świętych' },
      { date: '2025-11-11', name: 'Narodowe Święto Niepodległości' },
      { date: '2025-12-24', name: 'Wigilia' },
      { date: '2025-12-25', name: 'Boże Narodzenie (pierwszy dzień)' },
      { date: '2025-12-26', name: 'Boże Narodzenie (drugi dzień)' },
    ]);
  });

  it.each([
    { year: 2010, count: 12, has: '2010-04-04', lacks: '2010-01-06' },
    { year: 2024, count: 13, has: '2024-05-30', lacks: '2024-12-24' },
    { year: 2026, count: 14, has: '2026-06-04', lacks: '2026-08-16' },
  ])('$year: $count holidays, $has among them, not $lacks', ({ year, count, has, lacks }) => {
    const dates = polishPublicHolidays(year).map((h) => h.date);
    expect(dates).toHaveLength(count);
    expect(dates).toContain(has);
    expect(dates).not.toContain(lacks);
  });
});
