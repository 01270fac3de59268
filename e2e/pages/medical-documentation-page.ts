import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { AdminApi } from './admin-api.ts';
import { PatientsPage } from './patients-page.ts';

/** The admin's API calls that set the scene: a patient, visits with notes, the documentation template. */
export class MedicalDocumentationApi extends AdminApi {
  /** The visit's course: its text, one ICD-9 procedure and one main ICD-10 diagnosis. */
  async writeCourse(visitId: number, process: string, icd9: string, icd10: string) {
    const response = await this.request.put('/api/services/app/Visit/UpdateVisitProcess', {
      headers: this.headers,
      data: { id: visitId, process },
    });
    expect(response.ok(), await response.text()).toBe(true);
    await this.post('Visit/AddVisitProcedure', { visitID: visitId, icd9_code: icd9 });
    await this.post('Visit/AddVisitCondition', { visitID: visitId, icd10_code: icd10, type: 1 });
  }

  /** Uploads the clinic's medical documentation template (agreement type 7). */
  async uploadDocumentationTemplate(docx: Buffer) {
    const response = await this.request.post('/api/services/app/CompanySettings/UploadAgreeTemplate', {
      headers: this.headers,
      multipart: {
        type: '7',
        file: { name: 'dokumentacja.docx', mimeType: 'application/octet-stream', buffer: docx },
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** The patient record's 'Historia wizyt' tab and its 'print documentation' dialog. */
export class MedicalDocumentationPage {
  constructor(private readonly page: Page) {}

  /** Opens the patient's record on the visit history tab; returns the tab's table. */
  async openHistory(name: string, surname: string): Promise<Locator> {
    const patients = new PatientsPage(this.page);
    await patients.open();
    await patients.search(`${surname} ${name}`);
    const editor = await patients.edit(`${name} ${surname}`);
    await patients.tab(editor, 'Historia wizyt');
    const table = editor.getByRole('table', { name: 'Historia wizyt pacjenta' });
    await expect(table).toBeVisible();
    return table;
  }

  /** Clicks a row's 'print documentation' ("DD-MM-YYYY HH:mm" of the row) and returns the dialog. */
  async openPrint(table: Locator, startsAt: string): Promise<Locator> {
    await table.getByRole('button', { name: `Drukuj dokumentację (wizyta z ${startsAt})` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Drukowanie dokumentacji medycznej' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Leaves exactly these visits ("DD-MM-YYYY HH:mm" each) checked. */
  async choose(dialog: Locator, startsAt: readonly string[]) {
    const group = dialog.getByRole('group', { name: 'Wizyty w dokumentacji' });
    const boxes = group.getByRole('checkbox');
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = boxes.nth(i);
      const label = (await box.locator('xpath=ancestor::label').textContent()) ?? '';
      await box.setChecked(startsAt.some((s) => label.startsWith(s)));
    }
  }

  /** 'Drukuj', and the file the browser saves. */
  async print(dialog: Locator): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Drukuj' }).click(),
    ]);
    await expect(dialog).toBeHidden();
    return download;
  }
}
