import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { ReadOnlyField } from './ReadOnlyField.tsx';

describe('ReadOnlyField', () => {
  it('shows its value under its label and cannot be edited', () => {
    renderWithTheme(<ReadOnlyField label="Wiek" value="42" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Wiek' });
    expect(input.value).toBe('42');
    expect(input.readOnly).toBe(true);
  });
});
