import { planDate, planItemStatusLabel, planKindLabel, planStatusLabel } from '@wizytownik/domain';
import type { TemplateData } from '../../platform/documents/docx-template.ts';
import type { PlanDocument } from './plan-document.ts';

/** Dates in a filled template: DD-MM-YYYY, empty when there is none. */
const day = (value: string | null) => (value ? planDate(value) : '');

/**
 * The tags a recovery-plan template (agreement type 9) may use. The patient's tags are named as in
 * the other agreement templates; goals repeat with `{#cele}…{/cele}` and, inside, their tasks with
 * `{#zadania}…{/zadania}`:
 * imie, nazwisko, pesel, terapeuta, rodzaj_planu, status, data_utworzenia, planowana_data_realizacji,
 * data_zakonczenia, zasoby, siec_oparcia, potrzeby, data (of the printout); in `cele` and `zadania`:
 * nazwa, opis, status, data_utworzenia, data_zakonczenia.
 */
export function planTemplateData({ plan, patient, goals }: PlanDocument, today: string): TemplateData {
  return {
    imie: patient.name,
    nazwisko: patient.surname,
    pesel: patient.pesel ?? '',
    terapeuta: plan.therapistName,
    rodzaj_planu: planKindLabel(plan.rodzajPlanu),
    status: planStatusLabel(plan.status),
    data_utworzenia: day(plan.dataUtworzenia),
    planowana_data_realizacji: day(plan.planowanaDataRealizacji),
    data_zakonczenia: day(plan.dataZakoczeniaAnulowania),
    zasoby: plan.zasoby ?? '',
    siec_oparcia: plan.siecOparcia ?? '',
    potrzeby: plan.potrzeby ?? '',
    data: day(today),
    cele: goals.map((goal) => ({
      nazwa: goal.nazwa,
      opis: goal.opis,
      status: planItemStatusLabel(goal.status),
      data_utworzenia: day(goal.dataUtworzenia),
      data_zakonczenia: day(goal.dataZakoczeniaAnulacji),
      zadania: goal.tasks.map((task) => ({
        nazwa: task.nazwa,
        opis: task.opis,
        status: planItemStatusLabel(task.status),
        data_utworzenia: day(task.dataUtworzenia),
        data_zakonczenia: day(task.dataZakoczeniaAnulacji),
      })),
    })),
  };
}
