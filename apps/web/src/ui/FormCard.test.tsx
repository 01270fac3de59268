import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { FormCard } from './FormCard.tsx';

describe('FormCard', () => {
  it('shows its title as a heading above the form', () => {
    renderWithTheme(
      <FormCard title="Zmiana hasła">
        <form aria-label="Hasło" />
      </FormCard>,
    );
    expect(screen.getByRole('heading', { name: 'Zmiana hasła' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Hasło' })).toBeTruthy();
  });
});
