/**
 * The few parts of the POSIX ustar format a backup needs: regular files with short names. Written and
 * read here rather than through a package, so that the archive opens with any `tar` and adds no
 * dependency.
 */

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

export interface TarEntry {
  readonly name: string;
  readonly data: Buffer;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, mtime: Date): Buffer {
  const bytes = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: entry name too long: ${name}`);
  bytes.write(name, 0, 'utf8');
  bytes.write(octal(0o644, 8), 100, 'ascii');
  bytes.write(octal(0, 8), 108, 'ascii');
  bytes.write(octal(0, 8), 116, 'ascii');
  bytes.write(octal(size, 12), 124, 'ascii');
  bytes.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  bytes.write('0', 156, 'ascii');
  bytes.write('ustar\0' + '00', 257, 'ascii');
  bytes.write(octal(checksum(bytes), 7) + ' ', 148, 'ascii');
  return bytes;
}

/** The sum of the header's bytes with its own checksum field read as spaces. */
function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive's bytes, entry by entry, so a large backup never sits in memory whole. */
export async function* tarStream(
  entries: AsyncIterable<TarEntry>,
  mtime = new Date(),
): AsyncGenerator<Buffer> {
  for await (const { name, data } of entries) {
    yield header(name, data.length, mtime);
    yield data;
    yield padding(data.length);
  }
  yield END_OF_ARCHIVE;
}

/** Collects bytes until a wanted length is available. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;
  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  take(n: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = all.length > n ? [all.subarray(n)] : [];
    this.length -= n;
    return all.subarray(0, n);
  }
}

/** The regular-file entries of an archive's bytes; refuses a damaged or cut-off archive. */
export async function* readTar(bytes: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const queue = new ByteQueue();
  let pending: { name: string; size: number; type: string } | undefined;
  for await (const chunk of bytes) {
    queue.push(chunk);
    for (;;) {
      if (!pending) {
        if (queue.length < BLOCK) break;
        const block = queue.take(BLOCK);
        if (block.every((b) => b === 0)) return;
        const stored = parseInt(block.toString('ascii', 148, 156).replace(/[\0 ]/g, ''), 8);
        if (stored !== checksum(block)) throw new Error('tar: damaged header');
        pending = {
          name: block.toString('utf8', 0, 100).replace(/\0.*$/s, ''),
          size: parseInt(block.toString('ascii', 124, 136).replace(/[\0 ]/g, '') || '0', 8),
          type: block.toString('ascii', 156, 157),
        };
      }
      const total = pending.size + padding(pending.size).length;
      if (queue.length < total) break;
      const data = Buffer.from(queue.take(total).subarray(0, pending.size));
      if (pending.type === '0' || pending.type === '\0') yield { name: pending.name, data };
      pending = undefined;
    }
  }
  throw new Error('tar: archive ends too early');
}
