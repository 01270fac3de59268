import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { PermissionName } from '@wizytownik/domain';
import { createQueryClient } from '../../../app/query-client.ts';
import { fakeApi, type FakeRoute } from '../../../test/fake-api.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';

/** A tab on its own, for a logged-in user with `permissions`, against the fake API; returns the calls. */
export function renderTab(tab: ReactNode, permissions: PermissionName[], handlers: readonly FakeRoute[]) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    ...handlers,
  ]);
  renderWithTheme(<QueryClientProvider client={createQueryClient()}>{tab}</QueryClientProvider>);
  return requests;
}

export const setValue = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

export const save = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
