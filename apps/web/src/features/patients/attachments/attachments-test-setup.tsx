import { QueryClientProvider } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { attachmentEndpoints as e, platformEndpoints, type AttachmentDto } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { createQueryClient } from '../../../app/query-client.ts';
import { fakeApi, ok, type FakeReply, on, type FakeRoute } from '../../../test/fake-api.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';

/** A busy machine (several test runs at once) needs more than the default second to settle. */
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.restoreAllMocks());

export const VIEW: PermissionName = 'Wizytownik_Klienci_Zalaczniki_Przegladanie';
export const ADD: PermissionName = 'Wizytownik_Klienci_Zalaczniki_Dodawanie';
export const DELETE: PermissionName = 'Wizytownik_Klienci_Zalaczniki_Usuwanie';

export const SCAN: AttachmentDto = {
  orginal_file_name: 'skan.pdf',
  description: 'Ankieta covid',
  // Late on 31 March UTC: already 1 April in the clinic's time zone.
  date_upload: '2025-03-31T22:30:00.000Z',
  creator_user: 'Anna Nowak',
  fingerprint: 'a'.repeat(64),
  type: 4,
};
export const RTG: AttachmentDto = {
  ...SCAN,
  orginal_file_name: 'rtg.png',
  description: 'Wynik RTG',
  fingerprint: 'b'.repeat(64),
  type: 0,
};

export const DESCRIPTIONS = [
  { type: 1, description: 'Zgoda na przetwarzanie danych osobowych' },
  { type: 4, description: 'Ankieta covid' },
  { type: 8, description: 'Umowa kredytowa' },
];

/** An Upload sent through the fake XMLHttpRequest: its headers and form. */
export interface SentUpload {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly form: FormData;
}

/**
 * Replaces XMLHttpRequest (which the upload uses for its progress) with one that reports half the
 * body sent, then answers `reply`. Returns the uploads sent, in order.
 */
export function fakeUploads(reply: () => FakeReply): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    private readonly headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, form });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      const { status, body } = reply();
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 50);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** A file of the given size without allocating it. */
export function fileOfSize(name: string, size: number): File {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export interface StartOptions {
  readonly permissions?: PermissionName[];
  readonly features?: string[];
  readonly handlers?: FakeRoute[];
}

/** Renders `ui` for a logged-in user over a fake API holding patient 12's two attachments. */
export function startWith(
  ui: ReactNode,
  { permissions = [VIEW, ADD, DELETE], features = ['Zalaczniki'], handlers = [] }: StartOptions = {},
) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(platformEndpoints.getAllFeatures, () =>
      ok(features.map((name) => ({ name, displayName: name, isEnabled: true }))),
    ),
    on(e.getAll, () => ok([RTG, SCAN])),
    on(e.getFileDescriptions, () => ok(DESCRIPTIONS)),
    ...handlers,
  ]);
  renderWithTheme(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
  return requests;
}

/** Catches the links the downloads click, instead of navigating. */
export function catchLinks(): HTMLAnchorElement[] {
  const links: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    links.push(this);
  });
  return links;
}
