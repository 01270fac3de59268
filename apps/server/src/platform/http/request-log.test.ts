import pino from 'pino';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './request-log.ts';

function logOnce(write: (logger: pino.Logger) => void): Record<string, unknown> {
  const lines: string[] = [];
  write(pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) }));
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('log serializers', () => {
  it("keep a failed query's SQL and the database's names, never the values or the row's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "clients_pesel"'), {
      code: '23505',
      constraint: 'clients_pesel',
      table: 'clients',
      detail: 'Key (pesel)=(44051401359) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into clients (name, pesel) values ($1, $2)',
      ['Bożydar', '44051401359'],
      cause,
    );
    const line = logOnce((log) => log.error({ err: error }, 'unhandled error'));
    const text = JSON.stringify(line);
    expect(text).not.toContain('44051401359');
    expect(text).not.toContain('Bożydar');
    expect(line.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into clients (name, pesel) values ($1, $2)',
      stack: expect.stringContaining('request-log.test.ts'),
      cause: { code: '23505', constraint: 'clients_pesel', table: 'clients' },
    });
  });

  it('write a request only as its method, whoever logs it', () => {
    const line = logOnce((log) =>
      log.info({ req: { method: 'GET', url: '/api/services/app/Client/GetAll?query=44051401359' } }, 'x'),
    );
    expect(line.req).toEqual({ method: 'GET' });
  });
});
