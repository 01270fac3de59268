import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { therapistCertificateEndpoints } from '@wizytownik/contracts';
import { SessionExpiredDialog } from '../app/SessionExpiredDialog.tsx';
import { failure, on } from '../test/fake-api.ts';
import { fakeUploads } from '../test/fake-upload.ts';
import '../test/render.tsx';
import { storeUser } from '../test/session.ts';
import { ApiError } from './errors.ts';
import { clearStoredUser } from './stored-user.ts';
import { uploadForm } from './upload.ts';

vi.mock('./reload-page.ts', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  clearStoredUser();
});

/** Every source of the web app (no tests or their kits), by its path relative to this folder, as text. */
const SOURCES = import.meta.glob<string>(
  [
    '../**/*.{ts,tsx}',
    '!../**/*.test.{ts,tsx}',
    '!../**/*.test-kit.{ts,tsx}',
    '!../**/*-test-setup.tsx',
    '!../test/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** Where the web app may reach the server itself: `call`, `uploadForm`, and the live calendar's
 * event stream (not a call: on a 401 it stops, and the calls around it say that the session expired). */
const TRANSPORTS = ['./client.ts', './upload.ts', '../features/visits/live/useVisitEvents.ts'];

describe('uploads and the expired session', () => {
  it("a 401 during an upload shows 'Sesja wygasła' like any other call", async () => {
    storeUser({ accessToken: 'token-7' });
    fakeUploads([
      on(therapistCertificateEndpoints.upload, () => failure(401, 'Sesja wygasła lub jest nieprawidłowa.')),
    ]);
    render(<SessionExpiredDialog />);
    const form = new FormData();
    form.append('userid', '7');
    const error = await uploadForm(therapistCertificateEndpoints.upload, form).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(await screen.findByRole('dialog', { name: 'Sesja wygasła' })).toBeTruthy();
  });

  it('every request of the web app goes through call or uploadForm (no fetch or XMLHttpRequest of its own)', () => {
    const sources = Object.entries(SOURCES);
    expect(sources.length).toBeGreaterThan(100);
    const own = sources
      .filter(([, source]) => /\bfetch\(|\bXMLHttpRequest\b|\bsendBeacon\(/.test(source))
      .map(([path]) => path);
    expect(own.sort()).toEqual([...TRANSPORTS].sort());
  });
});
