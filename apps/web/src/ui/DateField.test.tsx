import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pickerField, pickerText, typeInPicker } from '../test/pickers.ts';
import { formValue, renderPicker } from './DatePickerHarness.test-kit.tsx';
import { DateField } from './DateField.tsx';

const sections = () =>
  within(pickerField(document.body, 'Data'))
    .getAllByRole('spinbutton')
    .map((s) => s.textContent);

describe('DateField', () => {
  it('shows a date as DD-MM-YYYY, with the Polish month name for screen readers', () => {
    renderPicker(DateField, 'Data', '2026-11-26');
    expect(pickerText(document.body, 'Data')).toBe('26-11-2026');
    expect(screen.getByRole('spinbutton', { name: 'Miesiąc' }).getAttribute('aria-valuetext')).toBe(
      'listopad',
    );
  });

  it('shows an empty date with Polish placeholders', () => {
    renderPicker(DateField, 'Data', '');
    expect(sections()).toEqual(['DD', 'MM', 'RRRR']);
  });

  it('reads a typed date day first: 05-01-2027 is 5 January 2027', async () => {
    renderPicker(DateField, 'Data', '2026-11-26');
    await typeInPicker(document.body, 'Data', '05-01-2027');
    expect(formValue()).toBe('2027-01-05');
    expect(pickerText(document.body, 'Data')).toBe('05-01-2027');
  });

  it('gives the form an empty value while the date is incomplete, and keeps what is typed', async () => {
    const user = userEvent.setup();
    renderPicker(DateField, 'Data', '2026-11-26');
    await user.click(screen.getByRole('spinbutton', { name: 'Dzień' }));
    await user.keyboard('{Backspace}');
    expect(formValue()).toBe('');
    expect(sections()).toEqual(['DD', '11', '2026']);
    await user.keyboard('07');
    expect(formValue()).toBe('2026-11-07');
  });

  it('opens a Polish calendar that starts the week on Monday', async () => {
    const user = userEvent.setup();
    renderPicker(DateField, 'Data', '2026-11-26');
    await user.click(screen.getByRole('button', { name: /Wybierz datę/ }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('listopad 2026');
    const days = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.getAttribute('aria-label'));
    expect(days[0]).toBe('poniedziałek');
    expect(days[6]).toBe('niedziela');
    await user.click(within(dialog).getByRole('gridcell', { name: '3' }));
    expect(formValue()).toBe('2026-11-03');
  });
});
