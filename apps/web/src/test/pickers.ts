import { within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** The date or time picker labelled `label` inside `container`: a group of sections. */
export function pickerField(container: HTMLElement, label: string | RegExp): HTMLElement {
  return within(container).getByRole('group', { name: label });
}

/** The picker's hidden input: its value is what the field shows, and it is disabled with the field. */
export function pickerInput(container: HTMLElement, label: string | RegExp): HTMLInputElement {
  const input = pickerField(container, label).querySelector('input');
  if (!input) throw new Error(`the picker ${String(label)} has no input`);
  return input;
}

/** What the picker shows, as one text ('05-01-2027', '14:30'); '' when empty. */
export const pickerText = (container: HTMLElement, label: string | RegExp): string =>
  pickerInput(container, label).value;

/** Replaces what the picker holds with `text`, typed as a user types it ('05-01-2027', '14:30'). */
export async function typeInPicker(
  container: HTMLElement,
  label: string | RegExp,
  text: string,
  user: UserEvent = userEvent.setup({ delay: null }),
): Promise<void> {
  const [first] = within(pickerField(container, label)).getAllByRole('spinbutton');
  if (!first) throw new Error(`the picker ${String(label)} has no sections`);
  await user.click(first);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await user.keyboard(text);
}
