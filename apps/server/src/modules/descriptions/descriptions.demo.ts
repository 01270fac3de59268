import { asc, eq } from 'drizzle-orm';
import type { DescriptionType } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { users } from '../users/users.tables.ts';
import { addCategory, addDescription } from './descriptions.service.ts';

const CATEGORIES = ['Kręgosłup', 'Kończyna górna', 'Kończyna dolna', 'Neurologia'] as const;
type Category = (typeof CATEGORIES)[number];

const DESCRIPTIONS: ReadonlyArray<{
  type: DescriptionType;
  name: string;
  description: string;
  categories: readonly Category[];
}> = [
  {
    type: 0,
    name: 'Zespół bólowy odcinka lędźwiowego',
    description:
      'Zespół bólowy odcinka lędźwiowego kręgosłupa z promieniowaniem do lewej kończyny dolnej. Ograniczenie ruchomości w skłonie w przód, wzmożone napięcie mięśni przykręgosłupowych. Objaw Lasègue’a ujemny.',
    categories: ['Kręgosłup'],
  },
  {
    type: 0,
    name: 'Zespół bolesnego barku',
    description:
      'Zespół bolesnego barku prawego. Bolesny łuk odwiedzenia 70–120°, dodatni test Neera i Hawkinsa, siła mięśni stożka rotatorów zachowana.',
    categories: ['Kończyna górna'],
  },
  {
    type: 0,
    name: 'Stan po skręceniu stawu skokowego',
    description:
      'Stan po skręceniu stawu skokowego lewego (II stopień). Obrzęk okolicy kostki bocznej, tkliwość więzadła skokowo-strzałkowego przedniego, chód z odciążaniem kończyny.',
    categories: ['Kończyna dolna'],
  },
  {
    type: 0,
    name: 'Stan po udarze niedokrwiennym',
    description:
      'Stan po udarze niedokrwiennym mózgu z niedowładem połowiczym prawostronnym. Chód z asekuracją, zaburzenia równowagi, spastyczność kończyny górnej 1+ w zmodyfikowanej skali Ashwortha.',
    categories: ['Neurologia'],
  },
  {
    type: 1,
    name: 'Ćwiczenia domowe – kręgosłup',
    description:
      'Codziennie ćwiczenia stabilizacji centralnej według instrukcji (3 serie po 10 powtórzeń). Unikać długotrwałego siedzenia, przerwy co 45 minut. Dźwigać z ugiętymi kolanami.',
    categories: ['Kręgosłup'],
  },
  {
    type: 1,
    name: 'Chłodzenie i odciążenie',
    description:
      'Chłodzenie okolicy stawu 3–4 razy dziennie po 15 minut, uniesienie kończyny, ograniczenie obciążania przez 7 dni. Kontrola za 2 tygodnie.',
    categories: ['Kończyna dolna'],
  },
  {
    type: 1,
    name: 'Ćwiczenia barku',
    description:
      'Ćwiczenia wahadłowe Codmana oraz wzmacnianie rotatorów z taśmą elastyczną 2 razy dziennie. Unikać unoszenia ramienia powyżej głowy z obciążeniem.',
    categories: ['Kończyna górna'],
  },
  {
    type: 2,
    name: 'Terapia manualna i kinezyterapia',
    description:
      'Przeprowadzono terapię manualną odcinka lędźwiowego (mobilizacje stawów międzywyrostkowych), terapię tkanek miękkich oraz naukę ćwiczeń stabilizacyjnych. Pacjent tolerował zabieg dobrze.',
    categories: ['Kręgosłup'],
  },
  {
    type: 2,
    name: 'Fizykoterapia stawu skokowego',
    description:
      'Krioterapia miejscowa, laseroterapia okolicy kostki bocznej, ćwiczenia czynne w odciążeniu i ćwiczenia propriocepcji na niestabilnym podłożu.',
    categories: ['Kończyna dolna'],
  },
  {
    type: 2,
    name: 'Reedukacja chodu',
    description:
      'Ćwiczenia według koncepcji PNF, reedukacja chodu z asekuracją, ćwiczenia równowagi w pozycji stojącej. Poprawa długości kroku po stronie niedowładnej.',
    categories: ['Neurologia', 'Kończyna dolna'],
  },
];

/** The demo clinic's shared descriptions of each type, in four categories; by the clinic's first user (its admin). */
export async function seedDemoDescriptions(db: DbOrTx, tenantId: number): Promise<void> {
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(users.id))
    .limit(1);
  if (!author) return;
  const user = { tenantId, userId: author.id };
  const ids = new Map<string, number>();
  for (const name of CATEGORIES) ids.set(name, (await addCategory(db, tenantId, { description: name })).id);
  for (const d of DESCRIPTIONS) {
    await addDescription(db, user, {
      name: d.name,
      description: d.description,
      type: d.type,
      is_private: false,
      categoryIds: d.categories.map((c) => ids.get(c)!),
    });
  }
}
