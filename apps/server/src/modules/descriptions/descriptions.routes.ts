import type { FastifyInstance } from 'fastify';
import { descriptionEndpoints as e } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import { route } from '../../platform/http/route.ts';
import {
  addCategory,
  addDescription,
  deleteCategory,
  deleteDescription,
  listCategories,
  listDescriptions,
  updateCategory,
  updateDescription,
} from './descriptions.service.ts';

const CATEGORIES = { access: 'Wizytownik_Kategorie_Opisow_Edycja' } as const;
const DESCRIPTIONS = { access: 'Wizytownik_Opisy_Edycja' } as const;
/** The visit course's picker: whoever edits a visit's course, or the descriptions themselves. */
const PICKER = { access: ['Wizytownik_Wizyty_Edycja_Przebiegu', 'Wizytownik_Opisy_Edycja'] } as const;
/** The categories are the picker's and the descriptions screen's filter as well as their own screen. */
const CATEGORY_LIST = {
  access: [
    'Wizytownik_Kategorie_Opisow_Edycja',
    'Wizytownik_Opisy_Edycja',
    'Wizytownik_Wizyty_Edycja_Przebiegu',
  ],
} as const;

export function descriptionsRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, e.getAllCategories, CATEGORY_LIST, (_input, request) =>
    listCategories(db, requireAuth(request).tenantId),
  );
  route(app, e.addCategory, CATEGORIES, (input, request) =>
    addCategory(db, requireAuth(request).tenantId, input),
  );
  route(app, e.updateCategory, CATEGORIES, (input, request) =>
    updateCategory(db, requireAuth(request).tenantId, input),
  );
  route(app, e.deleteCategory, CATEGORIES, (input, request) =>
    deleteCategory(db, requireAuth(request).tenantId, input.Id),
  );
  route(app, e.getAllDescriptions, DESCRIPTIONS, (input, request) =>
    listDescriptions(db, requireAuth(request), input),
  );
  route(app, e.getDescriptions, PICKER, (input, request) =>
    listDescriptions(db, requireAuth(request), input),
  );
  route(app, e.addNewDescription, DESCRIPTIONS, (input, request) =>
    addDescription(db, requireAuth(request), input),
  );
  route(app, e.updateDescription, DESCRIPTIONS, (input, request) =>
    updateDescription(db, requireAuth(request), input),
  );
  route(app, e.deleteDescription, DESCRIPTIONS, (input, request) =>
    deleteDescription(db, requireAuth(request), input.Id),
  );
}
