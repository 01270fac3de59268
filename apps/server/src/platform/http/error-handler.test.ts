import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appError } from '../errors.ts';
import { installErrorHandler } from './error-handler.ts';
import { loggerOptions } from './request-log.ts';

/** An app whose one route throws `error`, logging to an array of parsed lines. */
async function appThrowing(error: unknown) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions('debug', stream), genReqId: () => 'req-42' });
  installErrorHandler(app);
  app.post('/fail', () => {
    throw error;
  });
  const reply = await app.inject({ method: 'POST', url: '/fail', payload: { name: 'Jan Kowalski' } });
  await app.close();
  const logged = lines.filter((l) => typeof l.errorCode === 'string');
  return {
    reply,
    body: reply.json<{ error: Record<string, unknown> }>(),
    logged,
    text: JSON.stringify(lines),
  };
}

/** A PostgreSQL error as the drivers raise it, wrapped by drizzle as it wraps them. */
function sqlError(code: string, detail = 'Key (pesel)=(90010112345) already exists.') {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "patients_pesel"'), {
    code,
    detail,
    constraint: 'patients_pesel',
  });
  return new DrizzleQueryError('insert into "patients" ("name") values ($1)', ['Jan Kowalski'], cause);
}

describe('the error handler', () => {
  it('logs an unexpected error as 500 with the request id, the code and the stack but not the data', async () => {
    const { reply, body, logged, text } = await appThrowing(sqlError('42P01'));
    expect(reply.statusCode).toBe(500);
    expect(body.error).toMatchObject({ code: 500, errorCode: 'server.internal' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, reqId: 'req-42', errorCode: 'server.internal' });
    const err = logged[0]!.err as { stack: string; message: string; cause: { code: string } };
    expect(err.message).toBe('Failed query: insert into "patients" ("name") values ($1)');
    expect(err.cause.code).toBe('42P01');
    expect(err.stack).toContain('error-handler.test.ts');
    expect(text).not.toContain('Jan Kowalski');
    expect(text).not.toContain('90010112345');
  });

  it('logs a refusal at info with its code only', async () => {
    const { reply, logged, text } = await appThrowing(
      appError('user.userNameTaken', { params: { userName: 'jkowalski' } }),
    );
    expect(reply.statusCode).toBe(409);
    expect(logged).toEqual([
      expect.objectContaining({ level: 30, reqId: 'req-42', errorCode: 'user.userNameTaken' }),
    ]);
    expect(text).not.toContain('jkowalski');
  });

  it('logs a failed outside call as a warning with its code', async () => {
    const { reply, logged } = await appThrowing(appError('marketplace.unavailable'));
    expect(reply.statusCode).toBe(502);
    expect(logged).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-42', errorCode: 'marketplace.unavailable' }),
    ]);
    expect(logged[0]).not.toHaveProperty('err');
  });

  it.each([
    ['23505', 409, 'db.uniqueViolation', 'Taki wpis już istnieje.'],
    ['23503', 409, 'db.foreignKeyViolation', expect.stringContaining('powiązany')],
    ['23514', 400, 'db.checkViolation', 'Dane nie spełniają reguł poprawności.'],
    ['23P01', 409, 'db.exclusionViolation', 'Wpis koliduje z innym istniejącym wpisem.'],
    ['22001', 400, 'db.valueTooLong', 'Wpisany tekst jest zbyt długi.'],
    ['22003', 400, 'db.numberOutOfRange', 'Liczba jest poza dozwolonym zakresem.'],
    ['22007', 400, 'db.invalidDateTime', 'Nieprawidłowa data lub godzina.'],
    ['22008', 400, 'db.invalidDateTime', 'Nieprawidłowa data lub godzina.'],
    ['22P02', 400, 'db.invalidTextRepresentation', 'Wartość ma nieprawidłowy format.'],
    ['22021', 400, 'db.invalidEncoding', 'Tekst zawiera niedozwolone znaki.'],
    ['22012', 400, 'db.dataException', 'Wartości nie można zapisać.'],
  ])(
    'answers SQLSTATE %s with %i %s, without the constraint or the SQL',
    async (state, status, code, message) => {
      const { reply, body, logged } = await appThrowing(sqlError(state));
      expect(reply.statusCode).toBe(status);
      expect(body.error).toMatchObject({ code: status, errorCode: code, message });
      expect(reply.body).not.toContain('patients');
      expect(logged).toEqual([expect.objectContaining({ level: 30, errorCode: code })]);
    },
  );

  it('answers an unknown path with the generic not-found code', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.json()).toMatchObject({
      error: { code: 404, errorCode: 'http.notFound', message: 'Nie znaleziono zasobu.' },
    });
  });
});
