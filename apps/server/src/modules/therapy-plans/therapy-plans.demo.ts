import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  CreateTherapyGoalInput,
  CreateTherapyPlanInput,
  CreateTherapyTaskInput,
} from '@wizytownik/contracts';
import { systemClock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { clients } from '../patients/patients.tables.ts';
import { DEMO_THERAPISTS } from '../users/users.demo.ts';
import { users } from '../users/users.tables.ts';
import { createGoal, createTask } from './plan-items.service.ts';
import { createPlan } from './therapy-plans.service.ts';

/** Demo plans: the plan, then each goal with its tasks (kinds and statuses as on the wire). */
const DEMO_PLANS = [
  {
    plan: {
      rodzajPlanu: 0,
      status: 1,
      zasoby: 'Wspierająca rodzina, stała praca, zainteresowanie sportem.',
      siecOparcia: 'Żona, starszy brat, grupa wsparcia przy poradni.',
      potrzeby: 'Uregulowanie snu, redukcja napięcia, powrót do aktywności fizycznej.',
    },
    goals: [
      {
        nazwa: 'Poprawa jakości snu',
        opis: 'Zasypianie przed północą i co najmniej siedem godzin snu.',
        status: 1,
        tasks: [
          { nazwa: 'Dziennik snu', opis: 'Codzienne zapisywanie godzin snu i przebudzeń.', status: 1 },
          { nazwa: 'Wieczorna rutyna', opis: 'Bez ekranów godzinę przed snem.', status: 0 },
        ],
      },
      {
        nazwa: 'Ćwiczenia oddechowe',
        opis: 'Trening oddechu przeponowego dwa razy dziennie.',
        status: 0,
        tasks: [{ nazwa: 'Nauka techniki', opis: 'Ćwiczenie techniki podczas wizyty.', status: 2 }],
      },
    ],
  },
  {
    plan: {
      rodzajPlanu: 1,
      status: 0,
      zasoby: 'Dobra kondycja fizyczna, motywacja do zmiany.',
      siecOparcia: 'Rodzice i przyjaciółka.',
      potrzeby: 'Powrót do pracy po zwolnieniu lekarskim.',
    },
    goals: [
      {
        nazwa: 'Powrót do pracy',
        opis: 'Stopniowy powrót do pracy w niepełnym wymiarze.',
        status: 0,
        tasks: [
          { nazwa: 'Rozmowa z pracodawcą', opis: 'Ustalenie godzin pracy na pierwszy miesiąc.', status: 0 },
        ],
      },
    ],
  },
] as const;

/**
 * After the patients step: a plan with goals and tasks for the first demo patients, each by one of the
 * demo therapists; nothing when the clinic has no patients or no demo therapists yet.
 */
export async function seedDemoTherapyPlans(db: DbOrTx, tenantId: number): Promise<void> {
  const patients = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), isNull(clients.deletedAt)))
    .orderBy(asc(clients.id))
    .limit(DEMO_PLANS.length);
  const therapists = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(
          users.userName,
          DEMO_THERAPISTS.map((t) => t.userName),
        ),
      ),
    )
    .orderBy(asc(users.id));
  if (therapists.length === 0) return;
  const deps = { db, clock: systemClock };
  for (const [i, patient] of patients.entries()) {
    const demo = DEMO_PLANS[i]!;
    const actor = { tenantId, userId: therapists[i % therapists.length]!.id };
    const { id: planTerapiiId } = await createPlan(
      deps,
      actor,
      CreateTherapyPlanInput.parse({ clientid: patient.id, ...demo.plan }),
    );
    for (const { tasks, ...goal } of demo.goals) {
      const { id: celId } = await createGoal(
        deps,
        actor,
        CreateTherapyGoalInput.parse({ planTerapiiId, ...goal }),
      );
      for (const task of tasks) {
        await createTask(deps, actor, CreateTherapyTaskInput.parse({ planTerapiiId, celId, ...task }));
      }
    }
  }
}
