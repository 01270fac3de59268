import type { Endpoint, EndpointResult, Envelope } from '@wizytownik/contracts';
import { text } from '../app/texts.ts';
import { ApiError, errorText } from './errors.ts';
import { notifySessionExpired } from './session-expiry.ts';
import { getStoredUser } from './stored-user.ts';

function parseEnvelope(body: string): Partial<Envelope<unknown>> | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Posts a multipart form to an upload endpoint and returns the `result` of its envelope, reporting
 * the share of bytes sent (0–1) as they go. XMLHttpRequest, because fetch reports no upload progress.
 * Failures reject like `call`: an `ApiError` with the server's text; a 401 raises 'Sesja wygasła'.
 */
export function uploadForm<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  onProgress?: (sent: number) => void,
): Promise<EndpointResult<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint.path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getStoredUser()?.accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress)
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
    xhr.onerror = () => reject(new ApiError(text('http.networkError'), 0));
    xhr.onload = () => {
      const body = parseEnvelope(xhr.responseText);
      if (xhr.status === 401) notifySessionExpired();
      if (xhr.status >= 200 && xhr.status < 300 && body?.success === true) {
        resolve(body.result as EndpointResult<E>);
        return;
      }
      const fallback = xhr.statusText || `HTTP ${xhr.status}`;
      reject(new ApiError(errorText(body?.error, fallback), xhr.status, body?.error ?? null));
    };
    xhr.send(form);
  });
}
