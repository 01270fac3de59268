import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('package.json sideEffects', () => {
  // The web bundler drops every module of the package it does not need, the bare imports of the
  // index with it, unless they are listed: the Polish messages of zod went missing that way.
  it('lists the index and every module it imports only to run it', () => {
    const bare = [...read('./index.ts').matchAll(/^import '\.\/(.+)';$/gm)].map((m) => `./src/${m[1]}`);
    const { sideEffects } = JSON.parse(read('../package.json')) as { sideEffects: string[] };
    expect(bare).toContain('./src/locale.ts');
    expect(sideEffects).toEqual(['./src/index.ts', ...bare]);
  });
});
