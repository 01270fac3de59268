import { vi } from 'vitest';
import { failure, type FakeRoute } from './fake-api.ts';

export interface FakeUpload {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly form: FormData;
}

/**
 * Replaces XMLHttpRequest (what `uploadForm` sends with) by an API that answers by path, reporting
 * upload progress at half and at the end first. `fakeApi`'s clean-up restores the real one. Returns
 * the uploads made, in order.
 */
export function fakeUploads(routes: readonly FakeRoute<FakeUpload>[]): FakeUpload[] {
  const handlers = new Map(routes.map((r) => [r.path, r.handler]));
  const uploads: FakeUpload[] = [];
  class FakeXhr {
    readonly upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private path = '';
    private readonly headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.path = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      const upload = { path: this.path, headers: this.headers, form };
      uploads.push(upload);
      const handler = handlers.get(this.path);
      const reply = handler ? handler(upload) : failure(404, `Unexpected upload to ${this.path}`);
      setTimeout(() => {
        for (const loaded of [50, 100])
          this.upload.onprogress?.(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total: 100 }),
          );
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
