import type { Envelope } from '@wizytownik/contracts';
import type { TestApp } from './test-app.ts';

export interface FormFile {
  readonly bytes: Buffer;
  readonly name: string;
  /** The content type the client claims for the file (servers should sniff the bytes instead). */
  readonly type?: string;
}

/** Posts a multipart form encoded the way a browser's FormData is, with an optional `file` part. */
export async function postForm<T>(
  t: TestApp,
  url: string,
  token: string,
  fields: Readonly<Record<string, string>>,
  file?: FormFile,
): Promise<{ status: number; body: Envelope<T> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const raw = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${token}` },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: raw.statusCode, body: raw.json<Envelope<T>>() };
}
