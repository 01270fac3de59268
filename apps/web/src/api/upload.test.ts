import { afterEach, describe, expect, it, vi } from 'vitest';
import { therapistCertificateEndpoints } from '@wizytownik/contracts';
import { failure, ok, on } from '../test/fake-api.ts';
import { fakeUploads } from '../test/fake-upload.ts';
import { storeUser } from '../test/session.ts';
import { ApiError } from './errors.ts';
import { clearStoredUser } from './stored-user.ts';
import { uploadForm } from './upload.ts';

const UPLOAD = therapistCertificateEndpoints.upload;

afterEach(() => {
  vi.unstubAllGlobals();
  clearStoredUser();
});

const form = () => {
  const data = new FormData();
  data.append('userid', '7');
  return data;
};

describe('uploadForm', () => {
  it('sends the form with the bearer token, reports progress and returns the result', async () => {
    storeUser({ accessToken: 'token-7' });
    const uploads = fakeUploads([on(UPLOAD, () => ok('2031-06-30T21:59:59.000Z'))]);
    const progress: number[] = [];
    const result = await uploadForm(UPLOAD, form(), (sent) => progress.push(sent));
    expect(result).toBe('2031-06-30T21:59:59.000Z');
    expect(progress).toEqual([0.5, 1]);
    expect(uploads[0]?.headers.Authorization).toBe('Bearer token-7');
    expect(uploads[0]?.form.get('userid')).toBe('7');
  });

  it("rejects with the server's message and its validation errors", async () => {
    fakeUploads([on(UPLOAD, () => failure(400, 'Nieprawidłowe hasło certyfikatu.'))]);
    const error = await uploadForm(UPLOAD, form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Nieprawidłowe hasło certyfikatu.');
    expect((error as ApiError).status).toBe(400);
  });

  it('rejects a reply that is not the envelope with the status', async () => {
    fakeUploads([on(UPLOAD, () => ({ status: 502, body: 'Bad gateway' }))]);
    const error = (await uploadForm(UPLOAD, form()).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('HTTP 502');
  });
});
