import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';

export interface HeaderTabsProps<T extends string | number> {
  readonly value: T;
  readonly onChange: (value: T) => void;
  /** The tab list's accessible name (the editor's title). */
  readonly label: string;
  /** The Tab elements. */
  readonly children: ReactNode;
}

/** An editor's tabs on its coloured app bar: scrollable, in the bar's text colour. */
export function HeaderTabs<T extends string | number>({
  value,
  onChange,
  label,
  children,
}: HeaderTabsProps<T>) {
  return (
    <Tabs
      value={value}
      onChange={(_e, v: T) => onChange(v)}
      variant="scrollable"
      textColor="inherit"
      indicatorColor="secondary"
      aria-label={label}
    >
      {children}
    </Tabs>
  );
}
