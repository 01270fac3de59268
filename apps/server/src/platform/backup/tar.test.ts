import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readTar, tarStream, type TarEntry } from './tar.ts';

async function* from<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

/** The archive's bytes re-cut into chunks of the given size, as a stream would deliver them. */
async function* chunks(entries: readonly TarEntry[], size: number): AsyncGenerator<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of tarStream(from(entries))) parts.push(part);
  const whole = Buffer.concat(parts);
  for (let i = 0; i < whole.length; i += size) yield whole.subarray(i, i + size);
}

async function read(bytes: AsyncIterable<Buffer>): Promise<TarEntry[]> {
  const found: TarEntry[] = [];
  for await (const entry of readTar(bytes)) found.push(entry);
  return found;
}

describe('tar', () => {
  const entries: TarEntry[] = [
    { name: 'manifest.json', data: Buffer.from('{"ą":1}\n') },
    { name: 'tables/clients/000001.ndjson', data: Buffer.alloc(0) },
    { name: `files/${'a'.repeat(64)}`, data: randomBytes(70_000) },
    { name: 'contents.json', data: Buffer.from('{}') },
  ];

  it.each([1, 511, 512, 4096, 1 << 20])(
    'reads back what it wrote, delivered in chunks of %i bytes',
    async (size) => {
      expect(await read(chunks(entries, size))).toEqual(entries);
    },
  );

  it('refuses an archive cut short', async () => {
    const parts: Buffer[] = [];
    for await (const part of chunks(entries, 1 << 20)) parts.push(part);
    const whole = Buffer.concat(parts);
    await expect(read(from([whole.subarray(0, 2000)]))).rejects.toThrow('ends too early');
  });

  it('refuses a damaged header', async () => {
    const parts: Buffer[] = [];
    for await (const part of chunks(entries, 1 << 20)) parts.push(part);
    const whole = Buffer.concat(parts);
    whole[3] = 0x41;
    await expect(read(from([whole]))).rejects.toThrow('damaged header');
  });
});
