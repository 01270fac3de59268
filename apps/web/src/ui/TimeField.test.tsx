import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pickerField, pickerText, typeInPicker } from '../test/pickers.ts';
import { formValue, renderPicker } from './DatePickerHarness.test-kit.tsx';
import { TimeField } from './TimeField.tsx';

describe('TimeField', () => {
  it('shows a time as 24-hour HH:mm, with no AM/PM section', () => {
    renderPicker(TimeField, 'Godzina', '17:45');
    expect(pickerText(document.body, 'Godzina')).toBe('17:45');
    expect(within(pickerField(document.body, 'Godzina')).getAllByRole('spinbutton')).toHaveLength(2);
  });

  it('shows an empty time with Polish placeholders', () => {
    renderPicker(TimeField, 'Godzina', '');
    const sections = within(pickerField(document.body, 'Godzina')).getAllByRole('spinbutton');
    expect(sections.map((s) => s.textContent)).toEqual(['GG', 'MM']);
  });

  it('takes a typed afternoon time and any minute', async () => {
    renderPicker(TimeField, 'Godzina', '09:00');
    await typeInPicker(document.body, 'Godzina', '18:05');
    expect(formValue()).toBe('18:05');
  });

  it('offers half-hour steps in its popup', async () => {
    const user = userEvent.setup();
    renderPicker(TimeField, 'Godzina', '09:00');
    await user.click(screen.getByRole('button', { name: /Wybierz czas/ }));
    const minutes = await screen.findByRole('listbox', { name: 'Wybierz minut' });
    expect(
      within(minutes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['00', '30']);
    const hours = screen.getByRole('listbox', { name: 'Wybierz godzin' });
    expect(within(hours).getAllByRole('option')).toHaveLength(24);
    await user.click(within(minutes).getByRole('option', { name: /30/ }));
    expect(formValue()).toBe('09:30');
  });
});
