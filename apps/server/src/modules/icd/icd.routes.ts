import type { FastifyInstance } from 'fastify';
import { icdEndpoints as e } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import { searchIcd10, searchIcd9 } from './icd.service.ts';

/** The dictionaries are public reference data: any signed-in user may search them. */
const SIGNED_IN = { access: 'authenticated' } as const;

export function icdRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, e.getIcd10, SIGNED_IN, ({ query, page, limit }) =>
    searchIcd10(db, { query, offset: (page - 1) * limit, limit }),
  );
  route(app, e.getAll, SIGNED_IN, ({ SearchTerm, SkipCount, MaxResultCount }) =>
    searchIcd10(db, { query: SearchTerm, offset: SkipCount, limit: MaxResultCount }),
  );
  route(app, e.getFullSearchIcd9, SIGNED_IN, ({ term, limit }) => searchIcd9(db, { query: term, limit }));
}
