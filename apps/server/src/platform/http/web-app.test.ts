import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installWebApp } from './web-app.ts';

describe('installWebApp', () => {
  const dist = mkdtempSync(join(tmpdir(), 'wz-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Wizytownik</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');

  it.each([
    { url: '/assets/index-abc123.js', cache: 'public, max-age=31536000, immutable', body: 'console.log(1)' },
    { url: '/visits', cache: 'no-cache', body: '<!doctype html><title>Wizytownik</title>' },
    { url: '/', cache: 'no-cache', body: '<!doctype html><title>Wizytownik</title>' },
    { url: '/favicon.svg', cache: 'no-cache', body: '<svg/>' },
  ])('$url: cache-control "$cache"', async ({ url, cache, body }) => {
    const app = Fastify();
    await installWebApp(app, dist);
    const reply = await app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe(cache);
    expect(reply.body).toBe(body);
    await app.close();
  });
});
