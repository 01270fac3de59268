import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../env.ts';
import { MedicalDocumentationApi } from './medical-documentation-page.ts';
import { peselOf } from './prescriptions-page.ts';

/** A therapist the scene adds: its user id and therapist id. */
export interface SceneTherapist {
  readonly userId: number;
  readonly therapistId: number;
}

/** Every day 07:00–21:00: a free slot today whenever the test runs. */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  isEnabled: true,
  timeStart: '07:00',
  timeEnd: '21:00',
}));

/** P1's data of a physiotherapist (a PWZ whose first digit is the check digit of the rest). */
export const PHYSIOTHERAPIST_P1 = { plMedicalProfession: 'FIZJO', pwz: '8381726' } as const;

/** The administrator's calls of the P1 buffer's scene: a therapist, a patient P1 accepts, a closed visit. */
export class P1BufferApi extends MedicalDocumentationApi {
  /** A new therapist who reports under the demo's physiotherapy unit, with no profession nor PWZ yet. */
  async addTherapist(name: string, surname: string): Promise<SceneTherapist> {
    const login = surname.toLowerCase();
    const user = await this.post<{ id: number }>('User/Create', {
      userName: login,
      emailAddress: `${login}@e2e.wizytownik.pl`,
      name,
      surname,
      password: DEMO_PASSWORD,
      roleNames: ['terapeuta'],
    });
    const saved = await this.saveTherapist(user.id, { plMedicalProfession: null, pwz: null });
    return { userId: user.id, therapistId: saved.therapistID };
  }

  /** The therapist's general data and schedule with these P1 data. */
  async saveTherapist(userId: number, p1: { plMedicalProfession: string | null; pwz: string | null }) {
    const units = await this.get<{ id: number; nazwa: string }[]>(
      'CompanySettings/GetOrganizationalUnits',
      {},
    );
    return this.post<{ therapistID: number }>('Therapist/SaveOrUpdate', {
      userID: userId,
      schedules: EVERY_DAY,
      mainOrganizationalUnitID: units.find((u) => u.nazwa === 'Pracownia fizjoterapii')!.id,
      ...p1,
    });
  }

  /** A patient P1 accepts: a valid PESEL (a man's; the sex left unset is no mismatch). */
  async addPatientWithPesel(name: string, surname: string, serial: number): Promise<number> {
    return (await this.post<{ id: number }>('Client/Create', { name, surname, pesel: peselOf(serial) })).id;
  }

  async closeVisit(visitId: number) {
    await this.post('Visit/CloseVisit', { id: visitId });
  }
}

/** /p1bufor 'Bufor P1': the documents' table, one patient's row, its retry. */
export class P1BufferPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/p1bufor');
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Dokumenty oczekujące na wysłanie do P1' });
  }

  /** The row of the patient's document (the patient's surname is the scene's own). */
  row(patient: string): Locator {
    return this.table().getByRole('row').filter({ hasText: patient });
  }

  /** 'Wyślij ponownie do P1' on the row, confirmed. */
  async retry(row: Locator) {
    await row.getByRole('button', { name: 'Wyślij ponownie do P1' }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Czy na pewno?' });
    await expect(confirm).toContainText('Czy na pewno wysłać ten dokument do P1 ponownie?');
    await confirm.getByRole('button', { name: 'Tak' }).click();
    await expect(this.page.getByText('Dokument czeka na ponowne wysłanie do P1.')).toBeVisible();
  }
}
