import type { DbOrTx } from '../../platform/db/database.ts';
import { demoUserId, firstDemoPatients } from '../credit/credit.demo.ts';
import { DEMO_THERAPISTS } from '../users/users.demo.ts';
import { insertProblem } from './problems.service.ts';

const DEMO_PROBLEMS = [
  {
    nazwa: 'Ból odcinka lędźwiowego',
    opis: 'Ból przy schylaniu się, nasila się wieczorem.',
    data: '2025-01-13',
  },
  {
    nazwa: 'Zaburzenia snu',
    opis: 'Wybudzanie się w nocy, trudności z ponownym zaśnięciem.',
    data: '2025-02-03',
  },
  {
    nazwa: 'Ograniczona ruchomość barku',
    opis: 'Po urazie prawego barku; unoszenie ręki do 90°.',
    data: '2025-02-20',
  },
  {
    nazwa: 'Napięciowe bóle głowy',
    opis: 'Kilka razy w tygodniu, po pracy przy komputerze.',
    data: '2025-03-07',
  },
  { nazwa: 'Obniżony nastrój', opis: 'Od kilku tygodni mniej energii i motywacji.', data: '2025-03-24' },
] as const;

/** One or two problems recorded by the demo therapists for the first patients (after the patients step). */
export async function seedDemoProblems(db: DbOrTx, tenantId: number): Promise<void> {
  const patients = await firstDemoPatients(db, tenantId, 6);
  for (const [i, clientid] of patients.entries()) {
    const therapist = DEMO_THERAPISTS[i % DEMO_THERAPISTS.length]!;
    const actor = { tenantId, userId: await demoUserId(db, tenantId, therapist.userName) };
    const problems =
      i % 2 === 0 ? [DEMO_PROBLEMS[i % 5]!, DEMO_PROBLEMS[(i + 2) % 5]!] : [DEMO_PROBLEMS[i % 5]!];
    for (const problem of problems) await insertProblem(db, actor, { ...problem, clientid });
  }
}
