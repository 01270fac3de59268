/** How much of a file decides whether it reads as text. */
const TEXT_SAMPLE = 8192;

/** UTF-8 without NUL bytes in its beginning: a text file (which has no signature to find). */
function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, TEXT_SAMPLE);
  if (sample.includes(0)) return false;
  try {
    // `stream` lets the sample end inside a multi-byte character.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The content type of uploaded bytes, found from their signature (PDF, images, Office documents…),
 * never from what the client claims; text is 'text/plain' and anything unknown a plain byte stream.
 */
export async function sniffContentType(bytes: Buffer): Promise<string> {
  const { fileTypeFromBuffer } = await import('file-type'); // loaded on first upload
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime;
  return looksLikeText(bytes) ? 'text/plain' : 'application/octet-stream';
}
