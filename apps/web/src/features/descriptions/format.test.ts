import { describe, expect, it } from 'vitest';
import { cutDescription, joinPicked } from './format.ts';

describe('cutDescription', () => {
  it.each([
    ['Krótki opis', 'Krótki opis'],
    ['x'.repeat(50), 'x'.repeat(50)],
    ['x'.repeat(51), `${'x'.repeat(50)}…`],
    ['Ból\nodcinka   lędźwiowego', 'Ból odcinka lędźwiowego'],
  ])('shows %j as %j', (text, shown) => {
    expect(cutDescription(text)).toBe(shown);
  });
});

describe('joinPicked', () => {
  it.each([
    [[], ''],
    [['Jeden'], 'Jeden'],
    [['Jeden', 'Dwa'], 'Jeden\nDwa'],
  ])('joins %j as %j', (texts, joined) => {
    expect(joinPicked(texts)).toBe(joined);
  });
});
