import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, errorText, fieldErrors, hasErrorCode } from './errors.ts';

describe('errorText', () => {
  it.each([
    {
      name: 'message plus details',
      info: { message: 'Nie można usunąć roli.', details: 'Rola jest przypisana do użytkowników.' },
      expected: 'Nie można usunąć roli. Rola jest przypisana do użytkowników.',
    },
    {
      name: 'message alone',
      info: { message: 'Błąd zapisu gabinetu.', details: null },
      expected: 'Błąd zapisu gabinetu.',
    },
    { name: 'blank details are ignored', info: { message: 'Błąd.', details: '  ' }, expected: 'Błąd.' },
    { name: 'status text without an error', info: null, expected: 'Bad Gateway' },
    {
      name: 'status text for a blank message',
      info: { message: '', details: null },
      expected: 'Bad Gateway',
    },
  ])('$name', ({ info, expected }) => {
    expect(errorText(info, 'Bad Gateway')).toBe(expected);
  });
});

describe('errorMessage', () => {
  it("prefers the server's text", () => {
    expect(errorMessage(new ApiError('Błąd zapisu roli.', 400), 'Nie można zapisać.')).toBe(
      'Błąd zapisu roli.',
    );
  });

  it("falls back to the screen's own message for other failures", () => {
    expect(errorMessage(new TypeError('boom'), 'Nie można zapisać grupy')).toBe('Nie można zapisać grupy');
  });
});

describe('fieldErrors', () => {
  it('names the fields in camelCase, one entry per member', () => {
    const error = new ApiError('Dane są nieprawidłowe.', 400, {
      code: 400,
      errorCode: 'validation.invalidInput',
      message: 'Dane są nieprawidłowe.',
      details: null,
      validationErrors: [{ message: 'Pole jest wymagane.', members: ['Name', 'surname'] }],
    });
    expect(fieldErrors(error)).toEqual([
      { field: 'name', message: 'Pole jest wymagane.' },
      { field: 'surname', message: 'Pole jest wymagane.' },
    ]);
  });
});

describe('hasErrorCode', () => {
  const refusal = new ApiError('Niezgodnosć z hamornogramem', 409, {
    code: 409,
    errorCode: 'visit.scheduleMismatch',
    message: 'Niezgodnosć z hamornogramem',
    details: null,
    validationErrors: null,
  });

  it.each([
    ['the code the server sent', refusal, 'visit.scheduleMismatch', true],
    ['another code', refusal, 'visit.overlap', false],
    ['a failure without an envelope', new ApiError('Brak połączenia', 0), 'visit.scheduleMismatch', false],
    [
      'an error that is not a call',
      new Error('Niezgodnosć z hamornogramem'),
      'visit.scheduleMismatch',
      false,
    ],
  ] as const)('matches %s', (_name, error, code, expected) => {
    expect(hasErrorCode(error, code)).toBe(expected);
  });
});
