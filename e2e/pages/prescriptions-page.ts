import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { PatientsPage } from './patients-page.ts';
import { SmsApi } from './sms-page.ts';

/** The demo clinic's prescribing doctor (prescriptions.demo.ts) and the password of their certificate. */
export const DEMO_PRESCRIBER = {
  userName: 'jlewandowski',
  name: 'Jakub',
  surname: 'Lewandowski',
  certificatePassword: 'Certyfikat123',
} as const;

/** A valid PESEL of a man born on 14 May 1980 with the serial `serial` (0–999). */
export function peselOf(serial: number): string {
  const head = `800514${String(serial % 1000).padStart(3, '0')}1`;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...head].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
  return `${head}${(10 - (sum % 10)) % 10}`;
}

/** The administrator's calls of the scene: a patient P1 accepts (PESEL) who takes SMS, and the outbox. */
export class PrescriptionsApi extends SmsApi {
  async addPrescriptionPatient(name: string, surname: string, pesel: string, phone: string) {
    const patient = await this.post<{ id: number }>('Client/Create', {
      name,
      surname,
      pesel,
      phone,
      usePhoneForSMS: true,
      agree_receive_sms: true,
    });
    return patient.id;
  }
}

/** One prescription of the package form: the drug typed, the option picked, its pack, count and dosage. */
export interface PrescriptionEntry {
  readonly search: string;
  readonly option: RegExp;
  /** The pack's label when the drug has several. */
  readonly pack?: string;
  readonly count: string;
  readonly dosage: string;
}

/** 'Recepty pacjenta' from the patients list: the packages table, the package form and the actions. */
export class PrescriptionsPage {
  constructor(private readonly page: Page) {}

  /** The patients list's 'Recepty pacjenta' action of the patient found by surname. */
  async open(name: string, surname: string): Promise<Locator> {
    const patients = new PatientsPage(this.page);
    await patients.open();
    await patients.search(surname);
    await this.page.getByRole('button', { name: `Recepty pacjenta ${name} ${surname}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Recepty pacjenta: ${name} ${surname}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  table(dialog: Locator): Locator {
    return dialog.getByRole('table', { name: 'Pakiety recept' });
  }

  /** 'Nowy pakiet recept': the form dialog. */
  async newPackage(dialog: Locator): Promise<Locator> {
    await dialog.getByRole('button', { name: 'Nowy pakiet recept' }).click();
    const form = this.page.getByRole('dialog', { name: 'Nowy pakiet recept' });
    await expect(form).toBeVisible();
    return form;
  }

  /** Fills prescription `n` (1-based), adding it with 'Dodaj receptę' when the form has fewer. */
  async fillPrescription(form: Locator, n: number, entry: PrescriptionEntry): Promise<Locator> {
    const group = form.getByRole('group', { name: `Recepta ${n}` });
    if ((await group.count()) === 0) await form.getByRole('button', { name: 'Dodaj receptę' }).click();
    await expect(group).toBeVisible();
    await group.getByRole('combobox', { name: 'Lek' }).fill(entry.search);
    await this.page.getByRole('option', { name: entry.option }).first().click();
    if (entry.pack) {
      await group.getByRole('combobox', { name: 'Opakowanie' }).click();
      await this.page.getByRole('option', { name: entry.pack, exact: true }).click();
    }
    await group.getByRole('textbox', { name: 'Ilość opakowań' }).fill(entry.count);
    await group.getByRole('textbox', { name: 'Dawkowanie' }).fill(entry.dosage);
    return group;
  }

  async save(form: Locator) {
    await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(this.notice('Zapisano pakiet recept')).toBeVisible();
  }

  /** A package's row action, named '<action> pakiet recept z <date>' and the like. */
  async act(dialog: Locator, action: RegExp) {
    await this.table(dialog).getByRole('button', { name: action }).first().click();
  }

  /** The certificate password prompt, answered with the password (not remembered). */
  async givePassword(password: string) {
    const prompt = this.page.getByRole('dialog', { name: 'Wprowadź hasło certyfikatu i spróbuj ponownie' });
    await expect(prompt).toBeVisible();
    await prompt.getByLabel('Hasło certyfikatu').fill(password);
    await prompt.getByRole('button', { name: 'Dalej', exact: true }).click();
    await expect(prompt).toBeHidden();
  }

  /** The 'Wszystko w porządku' dialog with its message. */
  allGood(): Locator {
    return this.page.getByRole('dialog', { name: 'Wszystko w porządku' });
  }

  async closeAllGood(message: string) {
    const dialog = this.allGood();
    await expect(dialog).toContainText(message);
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /**
   * 'Drukuj' with the certificate's password: the PDF's bytes as the server sent them to the viewer
   * (the page's content policy keeps a script from reading the viewer's object URL), once 'Podgląd
   * recept' shows them.
   */
  async print(dialog: Locator, password: string): Promise<Buffer> {
    const printed = this.page.waitForResponse((r) => r.url().includes('/DrukujPakiet') && r.ok());
    // A frame the page's content policy refuses shows an error page instead of the document.
    const refused: string[] = [];
    const onConsole = (m: ConsoleMessage) => {
      if (/Content Security Policy/.test(m.text())) refused.push(m.text());
    };
    this.page.on('console', onConsole);
    await this.act(dialog, /^Drukuj pakiet recept z /);
    await this.givePassword(password);
    const { result } = (await (await printed).json()) as { result: string };
    const viewer = this.page.getByRole('dialog', { name: 'Podgląd recept' });
    const src = await viewer.getByTitle('Podgląd recept').getAttribute('src');
    expect(src).toMatch(/^blob:/);
    await this.page
      .frames()
      .find((f) => f.url() === src)
      ?.waitForLoadState('load');
    this.page.off('console', onConsole);
    expect(refused).toEqual([]);
    return Buffer.from(result, 'base64');
  }

  /** The package's prescriptions dialog ('Pakiet recept z <date>'). */
  async details(dialog: Locator): Promise<Locator> {
    await this.act(dialog, /^Pokaż recepty pakietu z /);
    const details = this.page.getByRole('dialog', { name: /^Pakiet recept z / });
    await expect(details).toBeVisible();
    return details;
  }

  /** A confirmation ('Czy na pewno?') with its question, answered 'Tak'. */
  async confirm(question: string) {
    const ask = this.page.getByRole('dialog', { name: 'Czy na pewno?' });
    await expect(ask).toContainText(question);
    await ask.getByRole('button', { name: 'Tak', exact: true }).click();
  }

  notice(text: string): Locator {
    return this.page.getByText(text, { exact: true }).first();
  }
}
