import { screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { renderWithTheme } from '../test/render.tsx';
import type { PickerFieldProps } from './DatePickerBinding.ts';

/** `Field` labelled `label`, holding `initial`, with the form's value shown in an <output>. */
export function renderPicker(Field: ComponentType<PickerFieldProps>, label: string, initial: string) {
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <Field label={label} value={value} onChange={setValue} />
        <output>{value}</output>
      </>
    );
  }
  renderWithTheme(<Harness />);
}

/** The value the picker gave the form. */
export const formValue = () => screen.getByRole('status').textContent;
