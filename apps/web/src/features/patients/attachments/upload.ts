import { attachmentEndpoints, type AttachmentDto, type Envelope } from '@wizytownik/contracts';
import { ApiError, errorText } from '../../../api/errors.ts';
import { notifySessionExpired } from '../../../api/session-expiry.ts';
import { getStoredUser } from '../../../api/stored-user.ts';
import { text } from '../../../app/texts.ts';

function parse(responseText: string): Partial<Envelope<AttachmentDto>> | null {
  try {
    const body: unknown = JSON.parse(responseText);
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    return null;
  }
}

/**
 * Sends the Upload form. XMLHttpRequest rather than `fetch`, because only it reports how much of the
 * body has gone (`onProgress` gets 0…1); failures reject with the same `ApiError` as `call`.
 */
export function sendAttachment(
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<AttachmentDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', attachmentEndpoints.upload.path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getStoredUser()?.accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status === 401) notifySessionExpired();
      if (xhr.status >= 200 && xhr.status < 300 && body?.success === true && body.result) {
        resolve(body.result);
      } else {
        reject(
          new ApiError(
            errorText(body?.error, xhr.statusText || `HTTP ${xhr.status}`),
            xhr.status,
            body?.error ?? null,
          ),
        );
      }
    };
    xhr.onerror = () => reject(new ApiError(text('http.networkError'), 0));
    xhr.send(form);
  });
}
