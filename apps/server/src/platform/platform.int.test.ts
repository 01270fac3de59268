import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, NoInput } from '@wizytownik/contracts';
import { createTestClinic } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { route } from './http/route.ts';
import { renderOpenApi } from '../cli/openapi-document.ts';
import { OPENAPI_FILE } from './http/openapi.ts';

const probe = (path: string) =>
  endpoint({ method: 'GET', path, input: NoInput, result: z.string(), summary: 'probe', tag: 'Test' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      route(app, probe('/api/test/users'), { access: 'Pages.Users' }, async () => 'ok');
      route(
        app,
        probe('/api/test/vouchers'),
        { access: 'Wizytownik_Vouchery', feature: 'Vouchery' },
        async () => 'ok',
      );
      route(app, probe('/api/test/crash'), { access: 'public' }, async () => {
        throw new Error('select * from users -- secret SQL');
      });
      app.get('/api/test/undeclared', async () => 'should never answer');
    },
  });
});
afterAll(() => t.close());

describe('route declarations', () => {
  it('every registered route declares its access, except the probe left undeclared on purpose', () => {
    const undeclared = t.app.registeredRoutes
      .filter((r) => !r.access)
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(undeclared).toEqual(['GET /api/test/undeclared', 'HEAD /api/test/undeclared']);
  });

  it('refuses to run an undeclared route', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/undeclared' });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
  });
});

describe('reply envelope and errors', () => {
  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('wraps an unknown path in a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/services/app/Nope/Nothing' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      result: null,
      __abp: true,
      error: { message: 'Nie znaleziono zasobu.' },
    });
  });

  it('never shows a stack trace or SQL for an unexpected error', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/crash' });
    expect(res.status).toBe(500);
    expect(res.raw.body).not.toMatch(/select|secret|at .*\.ts/i);
    expect(res.body.error?.message).toBe('Wystąpił błąd serwera. Spróbuj ponownie.');
  });

  it('answers an oversized body with 413 and a Polish message', async () => {
    const res = await t.call({
      url: '/api/TokenAuth/Authenticate',
      body: { userNameOrEmailAddress: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    });
    expect(res.status).toBe(413);
    expect(res.body.error?.message).toBe('Przesłany plik lub żądanie jest zbyt duże.');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"userNameOrEmailAddress":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Nieprawidłowe żądanie.');
  });
});

describe('permissions and features', () => {
  it('answers 403 when the permission is missing and 200 when granted', async () => {
    const clinic = await createTestClinic(t);
    const clerk = await clinic.addUser({ permissions: ['Wizytownik_Wizyty'] });
    const refused = await t.call({
      method: 'GET',
      url: '/api/test/users',
      token: await clinic.login(clerk.userName),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Nie masz uprawnień do wykonania tej operacji.');
    const allowed = await t.call({
      method: 'GET',
      url: '/api/test/users',
      token: await clinic.login('admin'),
    });
    expect(allowed.body.result).toBe('ok');
  });

  it('applies a role change made in SQL once its notification arrives', async () => {
    const clinic = await createTestClinic(t);
    const clerk = await clinic.addUser({ permissions: [] });
    const token = await clinic.login(clerk.userName);
    expect((await t.call({ method: 'GET', url: '/api/test/users', token })).status).toBe(403);
    const { userRoles } = await import('../modules/users/users.tables.ts');
    const { rolePermissions } = await import('../modules/roles/roles.tables.ts');
    const { eq } = await import('drizzle-orm');
    const [link] = await t.db.select().from(userRoles).where(eq(userRoles.userId, clerk.id));
    await t.db
      .insert(rolePermissions)
      .values({ tenantId: clinic.tenant.id, roleId: link!.roleId, name: 'Pages.Users' });
    // Written past the roles service, so the kept session is dropped by the database's notification
    // (at once on the embedded database, a moment later from PostgreSQL's listener).
    await vi.waitFor(async () =>
      expect((await t.call({ method: 'GET', url: '/api/test/users', token })).status).toBe(200),
    );
  });

  it('refuses the calls of a switched-off feature even with the permission', async () => {
    const off = await createTestClinic(t, { features: [] });
    const on = await createTestClinic(t, { features: ['Vouchery'] });
    const refused = await t.call({
      method: 'GET',
      url: '/api/test/vouchers',
      token: await off.login('admin'),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toContain('Vouchery');
    const allowed = await t.call({
      method: 'GET',
      url: '/api/test/vouchers',
      token: await on.login('admin'),
    });
    expect(allowed.status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('the committed document matches the contracts (run `npm run openapi` after changing them)', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(await renderOpenApi());
  });

  it('serves Swagger UI at /api/docs, with the committed document as JSON and YAML', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\.0\.3$/m);
    expect(yaml.body).toContain('/api/TokenAuth/Authenticate:');
  });
});
