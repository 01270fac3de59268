import type { Locator } from '@playwright/test';

/** A date or time picker (a group of day, month, year or hour, minute sections) by its label. */
export const picker = (scope: Locator, label: string | RegExp): Locator =>
  scope.getByRole('group', { name: label });

/** The picker's hidden input: its value is what the field shows ('05-01-2027', '14:30'). */
export const pickerInput = (scope: Locator, label: string | RegExp): Locator =>
  picker(scope, label).locator('input');

/** Replaces what the picker holds with `text`, typed as a user types it ('05-01-2027', '14:30'). */
export async function fillPicker(scope: Locator, label: string | RegExp, text: string) {
  const first = picker(scope, label).getByRole('spinbutton').first();
  await first.click();
  const keyboard = first.page().keyboard;
  await keyboard.press('ControlOrMeta+a');
  await keyboard.press('Backspace');
  await keyboard.type(text);
}
