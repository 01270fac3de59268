import type { FastifyInstance } from 'fastify';
import { icdEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import {
  icd9Chapters,
  icd9DetailedCategories,
  icd9MainCategories,
  icd9Subchapters,
  searchIcd10,
  searchIcd9,
  therapistIcd9Defaults,
} from './icd.service.ts';

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
  route(app, e.getAllIcd9MainCategories, SIGNED_IN, () => icd9Chapters(db));
  route(app, e.getSubsections, SIGNED_IN, ({ mainCategory }) => icd9Subchapters(db, mainCategory));
  route(app, e.getAllIcd9SubCategories, SIGNED_IN, ({ subsection }) => icd9MainCategories(db, subsection));
  route(app, e.getAllIcd9DetailedCategories, SIGNED_IN, ({ subCategory }) =>
    icd9DetailedCategories(db, subCategory),
  );
  // The visit is read as the caller may read it (see therapistIcd9Defaults): signed in is enough here.
  route(app, e.getTherapistIcd9DefaultMainCategories, SIGNED_IN, ({ visitId }, r) =>
    therapistIcd9Defaults(db, requireAuth(r), visitId),
  );
}
