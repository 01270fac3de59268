import Tab from '@mui/material/Tab';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { HeaderTabs } from './HeaderTabs.tsx';

describe('HeaderTabs', () => {
  it('names the tab list and hands over the value of the chosen tab', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <HeaderTabs value="general" onChange={onChange} label="Wizyta">
        <Tab value="general" label="Ogólne" />
        <Tab value="history" label="Historia" />
      </HeaderTabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Wizyta' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Ogólne' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Historia' }));
    expect(onChange).toHaveBeenCalledWith('history');
  });
});
