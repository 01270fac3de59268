import { RECEPTION_ROLE, THERAPIST_ROLE } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { createUser } from './users.service.ts';

/** Known demo logins, listed in the README. */
export const DEMO_RECEPTION = { userName: 'recepcja', password: 'Recepcja123' } as const;
export const DEMO_THERAPIST_PASSWORD = 'Terapeuta123';

export const DEMO_THERAPISTS = [
  { userName: 'anowak', name: 'Anna', surname: 'Nowak', color: '#1e88e5' },
  { userName: 'pwisniewski', name: 'Piotr', surname: 'Wiśniewski', color: '#43a047' },
  { userName: 'kwojcik', name: 'Katarzyna', surname: 'Wójcik', color: '#8e24aa' },
  { userName: 'tkowalczyk', name: 'Tomasz', surname: 'Kowalczyk', color: '#f4511e' },
  { userName: 'mkaminska', name: 'Magdalena', surname: 'Kamińska', color: '#00897b' },
  { userName: 'jlewandowski', name: 'Jakub', surname: 'Lewandowski', color: '#6d4c41' },
] as const;

export async function seedDemoUsers(db: DbOrTx, tenantId: number): Promise<void> {
  await createUser(db, tenantId, {
    ...DEMO_RECEPTION,
    emailAddress: 'recepcja@demo.wizytownik.pl',
    name: 'Ewa',
    surname: 'Zielińska',
    roleNames: [RECEPTION_ROLE],
  });
  for (const t of DEMO_THERAPISTS) {
    await createUser(db, tenantId, {
      userName: t.userName,
      emailAddress: `${t.userName}@demo.wizytownik.pl`,
      name: t.name,
      surname: t.surname,
      password: DEMO_THERAPIST_PASSWORD,
      roleNames: [THERAPIST_ROLE],
      therapistColor: t.color,
    });
  }
}
