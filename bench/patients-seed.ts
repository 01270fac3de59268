// The bench clinic's patients: realistic Polish names, cities and phones, the same on every run.
import { makePesel, patientSearchText } from '@wizytownik/domain';
import type { Db } from '../apps/server/src/platform/db/database.ts';
import { clients } from '../apps/server/src/modules/patients/patients.tables.ts';

const BATCH = 1000;

const MEN = [
  'Jan',
  'Piotr',
  'Łukasz',
  'Krzysztof',
  'Tomasz',
  'Paweł',
  'Michał',
  'Marcin',
  'Jakub',
  'Adam',
  'Mateusz',
  'Andrzej',
];
const WOMEN = [
  'Anna',
  'Maria',
  'Katarzyna',
  'Małgorzata',
  'Agnieszka',
  'Zofia',
  'Ewa',
  'Joanna',
  'Aleksandra',
  'Łucja',
  'Barbara',
  'Magdalena',
];
/** Surname stems with their male and female forms. */
const SURNAMES: Array<[string, string]> = [
  ['Kowalski', 'Kowalska'],
  ['Nowak', 'Nowak'],
  ['Wiśniewski', 'Wiśniewska'],
  ['Wójcik', 'Wójcik'],
  ['Kowalczyk', 'Kowalczyk'],
  ['Kamiński', 'Kamińska'],
  ['Lewandowski', 'Lewandowska'],
  ['Zieliński', 'Zielińska'],
  ['Szymański', 'Szymańska'],
  ['Woźniak', 'Woźniak'],
  ['Dąbrowski', 'Dąbrowska'],
  ['Kozłowski', 'Kozłowska'],
  ['Jankowski', 'Jankowska'],
  ['Mazur', 'Mazur'],
  ['Kwiatkowski', 'Kwiatkowska'],
  ['Krawczyk', 'Krawczyk'],
  ['Piotrowski', 'Piotrowska'],
  ['Grabowski', 'Grabowska'],
  ['Nowakowski', 'Nowakowska'],
  ['Pawłowski', 'Pawłowska'],
  ['Michalski', 'Michalska'],
  ['Król', 'Król'],
  ['Wieczorek', 'Wieczorek'],
  ['Jabłoński', 'Jabłońska'],
  ['Wróbel', 'Wróbel'],
  ['Majewski', 'Majewska'],
  ['Olszewski', 'Olszewska'],
  ['Stępień', 'Stępień'],
  ['Malinowski', 'Malinowska'],
  ['Jaworski', 'Jaworska'],
];
const CITIES = [
  'Warszawa',
  'Kraków',
  'Łódź',
  'Wrocław',
  'Poznań',
  'Gdańsk',
  'Szczecin',
  'Lublin',
  'Białystok',
  'Katowice',
];

/** mulberry32: a small deterministic generator, so every run seeds the same clinic. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) % n;
  };
}

/** `count` patients with valid PESELs, most with a phone and a city, a few with a description. */
export async function seedPatients(db: Db, tenantId: number, count: number): Promise<void> {
  const pick = random(42);
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const i = start + k;
      const gender = pick(2) as 0 | 1;
      const name = (gender === 1 ? WOMEN : MEN)[pick(12)]!;
      const surname = SURNAMES[pick(SURNAMES.length)]![gender];
      const birth = `${1930 + pick(90)}-${String(1 + pick(12)).padStart(2, '0')}-${String(1 + pick(28)).padStart(2, '0')}`;
      const pesel = pick(10) < 9 ? makePesel(birth, i % 1000, gender) : null;
      return {
        tenantId,
        name,
        surname,
        pesel,
        gender,
        phone: pick(10) < 7 ? `${500 + pick(300)}${String(pick(1_000_000)).padStart(6, '0')}` : null,
        city: pick(10) < 8 ? CITIES[pick(CITIES.length)]! : null,
        description: pick(10) === 0 ? 'Pacjent po rehabilitacji kolana' : null,
        searchText: patientSearchText({ name, surname, pesel }),
      };
    });
    await db.insert(clients).values(rows);
  }
}
