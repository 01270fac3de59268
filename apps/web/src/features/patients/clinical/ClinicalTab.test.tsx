import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientDiseaseEndpoints as e, icdEndpoints, type ClientDiseaseDto } from '@wizytownik/contracts';
import { clinicDateTime, DISEASE_KIND, DISEASE_SUBTYPES, type PermissionName } from '@wizytownik/domain';
import { failure, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { pickerText, typeInPicker } from '../../../test/pickers.ts';
import { renderTab, save, setValue } from '../../therapists/exceptions/render-tab.test-kit.tsx';
import ClinicalTab from './ClinicalTab.tsx';

const POLLEN = {
  id: 31,
  kod: 'J30.1',
  opis_icd: 'Alergiczne zapalenie błony śluzowej nosa spowodowane pyłkami kwiatowymi',
};
const ASTHMA = {
  id: 45,
  kod: 'J45.0',
  opis_icd: 'Astma oskrzelowa w głównej mierze z przyczyn alergicznych',
};
const ALLERGY: ClientDiseaseDto = {
  id: 7,
  clientId: 12,
  type: 1,
  description: 'Sezonowa',
  icd10_Id: POLLEN.id,
  recognitionTime: '2024-04-02',
  curedTime: null,
  subtype: null,
  isCured: false,
  icd: POLLEN,
};
const ASTHMA_ENTRY: ClientDiseaseDto = {
  ...ALLERGY,
  id: 8,
  type: 0,
  description: null,
  icd10_Id: ASTHMA.id,
  icd: ASTHMA,
  subtype: 1,
  recognitionTime: '2019-10-01',
};
const FLU: ClientDiseaseDto = {
  ...ALLERGY,
  id: 9,
  type: 0,
  description: 'Grypa',
  icd10_Id: null,
  icd: null,
  subtype: 2,
  recognitionTime: '2025-01-10',
  curedTime: '2025-01-24',
  isCured: true,
};
const VIEW: PermissionName[] = ['Wizytownik_Klienci_Choroby'];
const EDIT: PermissionName[] = [...VIEW, 'Wizytownik_Klienci_Choroby_Edycja'];
const ALL: PermissionName[] = [...EDIT, 'Wizytownik_Klienci_Choroby_Usuwanie'];
const today = () => clinicDateTime(new Date()).date;

function start(kind: 0 | 1, permissions: PermissionName[] = ALL, handlers: FakeRoute[] = []) {
  return renderTab(<ClinicalTab clientId={12} kind={kind} />, permissions, [
    on(e.getClientDiseases, (r) => ok(r.query.get('type') === '1' ? [ALLERGY] : [FLU, ASTHMA_ENTRY])),
    on(e.getDiseaseSubtypes, () => ok([...DISEASE_SUBTYPES])),
    on(icdEndpoints.getIcd10, () => ok({ items: [POLLEN, ASTHMA], totalCount: 2 })),
    on(e.create, () => ok(ALLERGY)),
    on(e.update, () => ok(ALLERGY)),
    on(e.delete, () => ok(null)),
    ...handlers,
  ]);
}

const row = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const openAdd = async (name: string, title: string) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: title });
};

describe('allergies tab', { timeout: 40_000 }, () => {
  it("lists the patient's allergies with the code, its description and the date, read-only for a viewer", async () => {
    const requests = start(DISEASE_KIND.allergy, VIEW);
    const allergy = await row('Sezonowa');
    expect(within(allergy).getByText(`J30.1 — ${POLLEN.opis_icd}`)).toBeTruthy();
    expect(within(allergy).getByText('02-04-2024')).toBeTruthy();
    expect(within(allergy).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dodaj alergię' })).toBeNull();
    const query = requests.find((r) => r.path === e.getClientDiseases.path)!.query;
    expect([query.get('clientId'), query.get('type'), query.get('showAll')]).toEqual(['12', '1', 'true']);
  });

  it('asks for a code or a description and sends nothing without them', async () => {
    const requests = start(DISEASE_KIND.allergy);
    const dialog = await openAdd('Dodaj alergię', 'Nowa alergia');
    await save(dialog);
    expect(await within(dialog).findByText('Nie podano kodu ICD ani opisu.')).toBeTruthy();
    expect(requests.some((r) => r.path === e.create.path)).toBe(false);
  });

  it('adds an allergy found by the ICD-10 search, recognised today by default', async () => {
    const requests = start(DISEASE_KIND.allergy);
    const dialog = await openAdd('Dodaj alergię', 'Nowa alergia');
    expect(pickerText(dialog, 'Data rozpoznania')).toBe(today().split('-').reverse().join('-'));
    // Typing fast asks once, for the whole word.
    for (const text of ['p', 'py', 'pył', 'pyłk']) setValue(dialog, 'Kod ICD-10 (wpisz kod lub nazwę)', text);
    await userEvent.click(
      await screen.findByRole('option', { name: `J30.1 — ${POLLEN.opis_icd}` }, { timeout: 15_000 }),
    );
    const search = requests.filter((r) => r.path === icdEndpoints.getIcd10.path);
    expect(search.map((r) => [r.query.get('query'), r.query.get('page'), r.query.get('limit')])).toEqual([
      ['pyłk', '1', '20'],
    ]);
    await save(dialog);
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === e.create.path)?.body).toEqual({
      clientId: 12,
      type: 1,
      icd10_Id: POLLEN.id,
      description: null,
      recognitionTime: today(),
      curedTime: null,
      subtype: null,
    });
  });

  it("shows the server's message when adding fails and keeps the dialog", async () => {
    start(DISEASE_KIND.allergy, ALL, [on(e.create, () => failure(404, 'Nie znaleziono pacjenta.'))]);
    const dialog = await openAdd('Dodaj alergię', 'Nowa alergia');
    setValue(dialog, 'Opis', 'Orzechy');
    await save(dialog);
    expect(await screen.findByText('Nie znaleziono pacjenta.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nowa alergia', hidden: true })).toBeTruthy();
  });

  it('shows the load failure in place of the list', async () => {
    start(DISEASE_KIND.allergy, VIEW, [
      on(e.getClientDiseases, () => failure(500, 'Błąd pobierania danych chorób')),
    ]);
    expect(await screen.findByText('Błąd pobierania danych chorób')).toBeTruthy();
  });
});

describe('diseases tab', { timeout: 40_000 }, () => {
  it('shows a cured disease struck through with the Wyleczona chip, and the subtype by name', async () => {
    start(DISEASE_KIND.disease);
    const flu = await row('Grypa');
    expect(within(flu).getByText('Wyleczona')).toBeTruthy();
    expect(within(flu).getByText('24-01-2025')).toBeTruthy();
    expect(within(flu).getByText('Choroba ostra')).toBeTruthy();
    expect(getComputedStyle(within(flu).getByText('Grypa')).textDecoration).toContain('line-through');
    const asthma = await row(`J45.0 — ${ASTHMA.opis_icd}`);
    expect(within(asthma).queryByText('Wyleczona')).toBeNull();
    expect(
      getComputedStyle(within(asthma).getByText(`J45.0 — ${ASTHMA.opis_icd}`)).textDecoration,
    ).not.toContain('line-through');
  });

  it('asks for the subtype of a disease', async () => {
    const requests = start(DISEASE_KIND.disease);
    const dialog = await openAdd('Dodaj chorobę', 'Nowa choroba');
    setValue(dialog, 'Opis', 'Cukrzyca');
    await save(dialog);
    expect(await within(dialog).findByText('Nie wybrano typu.')).toBeTruthy();
    expect(requests.some((r) => r.path === e.create.path)).toBe(false);
  });

  it('changes a disease: its subtype and cured date', async () => {
    const requests = start(DISEASE_KIND.disease);
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj J45.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja choroby' });
    expect((within(dialog).getByRole('combobox', { name: /Kod ICD-10/ }) as HTMLInputElement).value).toBe(
      `J45.0 — ${ASTHMA.opis_icd}`,
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Typ/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Schorzenie' }));
    await typeInPicker(dialog, 'Data wyleczenia', '01-02-2025');
    await save(dialog);
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === e.update.path)?.body).toEqual({
      id: 8,
      clientId: 12,
      type: 0,
      icd10_Id: ASTHMA.id,
      description: null,
      recognitionTime: '2019-10-01',
      curedTime: '2025-02-01',
      subtype: 4,
    });
  });

  it('deletes only with a reason', async () => {
    const requests = start(DISEASE_KIND.disease);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń Grypa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuwanie choroby' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await within(dialog).findByText('Proszę podać powód usunięcia.')).toBeTruthy();
    expect(requests.some((r) => r.path === e.delete.path)).toBe(false);
    setValue(dialog, 'Powód usunięcia *', 'Wpis u złego pacjenta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto')).toBeTruthy();
    const query = requests.find((r) => r.path === e.delete.path)!.query;
    expect([query.get('id'), query.get('reason')]).toEqual(['9', 'Wpis u złego pacjenta']);
  });

  it("shows the server's message when deleting fails", async () => {
    start(DISEASE_KIND.disease, ALL, [
      on(e.delete, () => failure(404, 'Nie znaleziono alergii ani choroby.')),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń Grypa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuwanie choroby' });
    setValue(dialog, 'Powód usunięcia *', 'Duplikat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Nie znaleziono alergii ani choroby.')).toBeTruthy();
  });

  it('offers editing but not deleting without the delete permission', async () => {
    start(DISEASE_KIND.disease, EDIT);
    expect(await screen.findByRole('button', { name: 'Edytuj Grypa' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Usuń Grypa' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dodaj chorobę' })).toBeTruthy();
  });

  it('says when the subtypes cannot be loaded', async () => {
    start(DISEASE_KIND.disease, VIEW, [on(e.getDiseaseSubtypes, () => failure(500, 'Awaria'))]);
    expect(await screen.findByText('Błąd pobierania typów chorzób i schorzeń.')).toBeTruthy();
  });
});
