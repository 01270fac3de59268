import { and, asc, eq, inArray } from 'drizzle-orm';
import { makePesel, type KnowledgeOfUsSource, type Voivodeship } from '@wizytownik/domain';
import { CreateClientInput } from '@wizytownik/contracts';
import { systemClock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { DEMO_RECEPTION, DEMO_THERAPISTS } from '../users/users.demo.ts';
import { users } from '../users/users.tables.ts';
import { createPatient } from './patients.service.ts';
import { clients } from './patients.tables.ts';

interface DemoPatient {
  name: string;
  surname: string;
  /** Birth date and gender become a valid PESEL. */
  born: string;
  gender: 0 | 1;
  phone?: string;
  email?: string;
  /** Street, building, postcode, city, voivodeship. */
  address?: [string, string, string, string, Voivodeship];
  /** Index into DEMO_THERAPISTS. */
  therapist?: number;
  source?: KnowledgeOfUsSource;
  description?: string;
  /** Index of an earlier patient in this list who is the guardian. */
  guardian?: number;
  credit?: { basis: string; other?: string; limit: number; until: string };
}

const MAZ: Voivodeship = 'mazowieckie';
const MAL: Voivodeship = 'małopolskie';

/** Forty patients; the three children at the end have a parent from the list as their guardian. */
const DEMO_PATIENTS: DemoPatient[] = [
  {
    name: 'Jan',
    surname: 'Kowalski',
    born: '1975-03-14',
    gender: 0,
    phone: '601234567',
    email: 'jan.kowalski@example.pl',
    address: ['Marszałkowska', '12', '00-590', 'Warszawa', MAZ],
    therapist: 0,
    source: 'internet',
    description: 'Bóle kręgosłupa lędźwiowego',
    credit: { basis: 'Umowa ubezpieczyciel', limit: 200000, until: '2026-12-31' },
  },
  {
    name: 'Anna',
    surname: 'Kowalska',
    born: '1978-07-02',
    gender: 1,
    phone: '602345678',
    address: ['Marszałkowska', '12', '00-590', 'Warszawa', MAZ],
    therapist: 0,
    source: 'z_polecenia',
  },
  {
    name: 'Łukasz',
    surname: 'Wiśniewski',
    born: '1988-11-23',
    gender: 0,
    phone: '+48603456789',
    therapist: 1,
    source: 'od_lekarza',
    description: 'Rehabilitacja po skręceniu kostki',
  },
  {
    name: 'Małgorzata',
    surname: 'Wójcik',
    born: '1965-01-30',
    gender: 1,
    phone: '604567890',
    email: 'm.wojcik@example.pl',
    address: ['Floriańska', '7', '31-019', 'Kraków', MAL],
    therapist: 2,
    source: 'z_prasy',
  },
  {
    name: 'Piotr',
    surname: 'Kamiński',
    born: '1992-05-09',
    gender: 0,
    phone: '605678901',
    therapist: 3,
    source: 'internet',
    credit: { basis: 'Inne', other: 'Porozumienie z zakładem pracy', limit: 50000, until: '2026-06-30' },
  },
  {
    name: 'Katarzyna',
    surname: 'Lewandowska',
    born: '1985-09-17',
    gender: 1,
    phone: '606789012',
    address: ['Piotrkowska', '104', '90-004', 'Łódź', 'łódzkie'],
    therapist: 4,
    source: 'byly_pacjent',
  },
  {
    name: 'Tomasz',
    surname: 'Zieliński',
    born: '1970-12-05',
    gender: 0,
    phone: '607890123',
    therapist: 5,
    description: 'Zespół cieśni nadgarstka',
  },
  {
    name: 'Agnieszka',
    surname: 'Szymańska',
    born: '1995-04-21',
    gender: 1,
    phone: '608901234',
    email: 'aga.szymanska@example.pl',
    therapist: 0,
    source: 'internet',
  },
  {
    name: 'Michał',
    surname: 'Woźniak',
    born: '1983-06-11',
    gender: 0,
    phone: '609012345',
    address: ['Świdnicka', '3', '50-066', 'Wrocław', 'dolnośląskie'],
    therapist: 1,
  },
  {
    name: 'Zofia',
    surname: 'Dąbrowska',
    born: '1958-02-27',
    gender: 1,
    phone: '510123456',
    therapist: 2,
    source: 'od_lekarza',
    description: 'Stan po endoprotezoplastyce biodra',
  },
  {
    name: 'Krzysztof',
    surname: 'Kozłowski',
    born: '1967-08-08',
    gender: 0,
    phone: '511234567',
    therapist: 3,
  },
  {
    name: 'Ewa',
    surname: 'Jankowska',
    born: '1990-10-19',
    gender: 1,
    phone: '512345678',
    address: ['Półwiejska', '28', '61-888', 'Poznań', 'wielkopolskie'],
    therapist: 4,
    source: 'z_polecenia',
  },
  { name: 'Paweł', surname: 'Mazur', born: '1981-03-03', gender: 0, phone: '513456789', therapist: 5 },
  {
    name: 'Joanna',
    surname: 'Kwiatkowska',
    born: '1987-12-24',
    gender: 1,
    email: 'joanna.k@example.pl',
    therapist: 0,
  },
  {
    name: 'Marcin',
    surname: 'Krawczyk',
    born: '1979-05-16',
    gender: 0,
    phone: '514567890',
    address: ['Długa', '45', '80-831', 'Gdańsk', 'pomorskie'],
    therapist: 1,
    source: 'internet',
  },
  {
    name: 'Aleksandra',
    surname: 'Piotrowska',
    born: '1999-01-08',
    gender: 1,
    phone: '515678901',
    therapist: 2,
  },
  {
    name: 'Jakub',
    surname: 'Grabowski',
    born: '1994-07-29',
    gender: 0,
    phone: '516789012',
    therapist: 3,
    description: 'Przeciążenie barku (siłownia)',
  },
  {
    name: 'Magdalena',
    surname: 'Nowakowska',
    born: '1973-04-12',
    gender: 1,
    phone: '517890123',
    address: ['Lipowa', '9', '15-424', 'Białystok', 'podlaskie'],
    therapist: 4,
  },
  {
    name: 'Adam',
    surname: 'Pawłowski',
    born: '1962-09-01',
    gender: 0,
    phone: '518901234',
    therapist: 5,
    source: 'byly_pacjent',
  },
  {
    name: 'Barbara',
    surname: 'Michalska',
    born: '1955-11-14',
    gender: 1,
    phone: '519012345',
    address: ['Krakowskie Przedmieście', '20', '20-002', 'Lublin', 'lubelskie'],
    therapist: 0,
  },
  {
    name: 'Mateusz',
    surname: 'Król',
    born: '2001-02-18',
    gender: 0,
    phone: '660123456',
    therapist: 1,
    source: 'internet',
  },
  {
    name: 'Natalia',
    surname: 'Wieczorek',
    born: '1997-06-25',
    gender: 1,
    phone: '661234567',
    email: 'natalia.w@example.pl',
    therapist: 2,
  },
  {
    name: 'Andrzej',
    surname: 'Jabłoński',
    born: '1960-10-10',
    gender: 0,
    phone: '662345678',
    address: ['Mariacka', '1', '40-014', 'Katowice', 'śląskie'],
    therapist: 3,
  },
  {
    name: 'Monika',
    surname: 'Wróbel',
    born: '1986-03-28',
    gender: 1,
    phone: '663456789',
    therapist: 4,
    description: 'Migrenowe bóle głowy',
  },
  { name: 'Grzegorz', surname: 'Majewski', born: '1976-01-19', gender: 0, phone: '664567890', therapist: 5 },
  {
    name: 'Dorota',
    surname: 'Olszewska',
    born: '1969-08-30',
    gender: 1,
    phone: '665678901',
    address: ['Wojska Polskiego', '5', '70-470', 'Szczecin', 'zachodniopomorskie'],
    therapist: 0,
    source: 'z_prasy',
  },
  { name: 'Rafał', surname: 'Stępień', born: '1991-12-02', gender: 0, phone: '666789012', therapist: 1 },
  { name: 'Beata', surname: 'Malinowska', born: '1982-05-05', gender: 1, phone: '667890123', therapist: 2 },
  {
    name: 'Wojciech',
    surname: 'Jaworski',
    born: '1957-07-07',
    gender: 0,
    phone: '668901234',
    address: ['Rynek', '15', '35-064', 'Rzeszów', 'podkarpackie'],
    therapist: 3,
    source: 'od_lekarza',
  },
  { name: 'Łucja', surname: 'Adamczyk', born: '1993-09-13', gender: 1, phone: '669012345', therapist: 4 },
  { name: 'Sebastian', surname: 'Dudek', born: '1984-02-22', gender: 0, phone: '690123456', therapist: 5 },
  {
    name: 'Iwona',
    surname: 'Nowicka',
    born: '1972-06-18',
    gender: 1,
    phone: '691234567',
    address: ['Sienkiewicza', '30', '25-507', 'Kielce', 'świętokrzyskie'],
    therapist: 0,
  },
  { name: 'Kamil', surname: 'Sikora', born: '1998-04-04', gender: 0, therapist: 1, source: 'internet' },
  {
    name: 'Renata',
    surname: 'Baran',
    born: '1980-11-11',
    gender: 1,
    phone: '692345678',
    address: ['Staromiejska', '8', '10-017', 'Olsztyn', 'warmińsko-mazurskie'],
    therapist: 2,
  },
  {
    name: 'Henryk',
    surname: 'Szewczyk',
    born: '1948-03-09',
    gender: 0,
    phone: '693456789',
    therapist: 3,
    description: 'Choroba zwyrodnieniowa kolan',
  },
  {
    name: 'Marta',
    surname: 'Ostrowska',
    born: '1989-01-27',
    gender: 1,
    phone: '694567890',
    address: ['Gdańska', '14', '85-005', 'Bydgoszcz', 'kujawsko-pomorskie'],
    therapist: 4,
  },
  {
    name: 'Bartosz',
    surname: 'Tomaszewski',
    born: '1977-10-31',
    gender: 0,
    phone: '695678901',
    therapist: 5,
  },
  {
    name: 'Kuba',
    surname: 'Kowalski',
    born: '2016-05-20',
    gender: 0,
    address: ['Marszałkowska', '12', '00-590', 'Warszawa', MAZ],
    therapist: 0,
    guardian: 1,
    description: 'Wada postawy',
  },
  {
    name: 'Hanna',
    surname: 'Lewandowska',
    born: '2018-09-03',
    gender: 1,
    address: ['Piotrkowska', '104', '90-004', 'Łódź', 'łódzkie'],
    therapist: 4,
    guardian: 5,
  },
  {
    name: 'Staś',
    surname: 'Ostrowski',
    born: '2015-12-12',
    gender: 0,
    therapist: 4,
    guardian: 35,
    description: 'Terapia integracji sensorycznej',
  },
];

/** The demo users by login: the receptionist who adds the patients, the therapists they are assigned to. */
async function demoUserIds(db: DbOrTx, tenantId: number): Promise<Map<string, number>> {
  const logins = [DEMO_RECEPTION.userName, ...DEMO_THERAPISTS.map((t) => t.userName)];
  const rows = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.userName, logins)));
  return new Map(rows.map((r) => [r.userName, r.id]));
}

/** After the users and therapists: forty patients added by the receptionist through the service. */
export async function seedDemoPatients(db: DbOrTx, tenantId: number): Promise<void> {
  const ids = await demoUserIds(db, tenantId);
  const caller = {
    tenantId,
    userId: ids.get(DEMO_RECEPTION.userName)!,
    permissions: new Set(['Wizytownik_KlienciKredyty'] as const),
  };
  const added: number[] = [];
  for (const [i, p] of DEMO_PATIENTS.entries()) {
    const therapistUser = p.therapist === undefined ? undefined : DEMO_THERAPISTS[p.therapist]?.userName;
    const saved = await createPatient(
      { db, clock: systemClock },
      caller,
      CreateClientInput.parse({
        name: p.name,
        surname: p.surname,
        pesel: makePesel(p.born, 100 + i * 7, p.gender),
        phone: p.phone,
        emailAddress: p.email,
        street: p.address?.[0],
        numer_budynku: p.address?.[1],
        postcode: p.address?.[2],
        city: p.address?.[3],
        region: p.address?.[4],
        therapistID: therapistUser ? ids.get(therapistUser) : null,
        knowledgeOfUsSource: p.source,
        description: p.description,
        haveRepresentative: p.guardian !== undefined,
        representativeID: p.guardian === undefined ? 0 : added[p.guardian],
        agree_process_data: true,
        ...(p.credit && {
          kredyt: true,
          kredyt_podstawa: p.credit.basis,
          kredyt_podstawa_inna: p.credit.other,
          limit_kredytowy: p.credit.limit,
          waznosc_kredytu: p.credit.until,
        }),
      }),
    );
    added.push(saved.id);
  }
}

/** The ids of the clinic's patients, oldest first: later demo steps pick by position. */
export async function demoPatientIds(db: DbOrTx, tenantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.tenantId, tenantId))
    .orderBy(asc(clients.id));
  return rows.map((r) => r.id);
}
