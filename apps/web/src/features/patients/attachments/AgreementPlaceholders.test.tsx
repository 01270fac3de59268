import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { AgreementPlaceholders } from './AgreementPlaceholders.tsx';

describe('AgreementPlaceholders', () => {
  it('lists every tag in braces with what it is filled with', () => {
    renderWithTheme(<AgreementPlaceholders />);
    const list = screen.getByRole('list', { name: 'Znaczniki w szablonach zgód' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('{imie}imię pacjenta');
    expect(within(list).getByText('{opiekun_nazwisko}')).toBeTruthy();
    expect(within(list).getByText('{nazwa_firmy}')).toBeTruthy();
    expect(items).toHaveLength(23);
  });
});
