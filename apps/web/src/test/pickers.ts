import { within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** The date or time picker labelled `label` inside `container`: a group of sections. */
export function pickerField(container: HTMLElement, label: string | RegExp): HTMLElement {
  return within(container).getByRole('group', { name: label });
}

/** What the picker shows, as one text ('05-01-2027', '14:30'); '' when empty. */
export function pickerText(container: HTMLElement, label: string | RegExp): string {
  const input = pickerField(container, label).querySelector('input');
  if (!input) throw new Error(`the picker ${String(label)} has no input`);
  return input.value;
}

/** Replaces what the picker holds with `text`, typed as a user types it ('05-01-2027', '14:30'). */
export async function typeInPicker(
  container: HTMLElement,
  label: string | RegExp,
  text: string,
  user: UserEvent = userEvent.setup(),
): Promise<void> {
  const [first] = within(pickerField(container, label)).getAllByRole('spinbutton');
  if (!first) throw new Error(`the picker ${String(label)} has no sections`);
  await user.click(first);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await user.keyboard(text);
}
