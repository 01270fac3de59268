import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorCode } from '@wizytownik/domain';
import type { FakeReply } from '../../test/fake-api.ts';

/** A refusal the server puts under one field (`member`), with its code and message. */
export const fieldRefusal = (errorCode: ErrorCode, message: string, member: string): FakeReply<never> => ({
  status: 409,
  body: {
    result: null,
    success: false,
    error: {
      code: 409,
      errorCode,
      message,
      details: null,
      validationErrors: [{ message, members: [member] }],
    },
    unAuthorizedRequest: false,
    __abp: true,
  },
});

/** Answers 'Czy na pewno?' with 'Tak' and gives the 'Błąd' dialog that follows. */
export async function confirmThenError(): Promise<HTMLElement> {
  const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Tak' }));
  return screen.findByRole('dialog', { name: 'Błąd' });
}
