import type { FastifyInstance } from 'fastify';
import { drugEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import { requirePrescriber } from '../prescriptions/prescriber-access.ts';
import { searchDrugsJson } from './drugs.service.ts';

/**
 * The registry is global, but searching it is part of writing a prescription: the guard checks the
 * Recepty feature, and requirePrescriber who may prescribe (an administrator, or a therapist with
 * a prescribing profession and a certificate).
 */
const PRESCRIBER = { access: 'authenticated', feature: 'Recepty' } as const;

export function drugsRoutes(app: FastifyInstance, db: DbOrTx): void {
  route(app, e.getProduktyLecznicze, PRESCRIBER, async ({ nazwa }, r) => {
    await requirePrescriber(db, requireAuth(r));
    return searchDrugsJson(db, nazwa);
  });
}
