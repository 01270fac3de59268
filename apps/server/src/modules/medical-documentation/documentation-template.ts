import {
  conditionKindLabel,
  formatDate,
  formatTime,
  clinicDateTime,
  richTextPlain,
  type MedicalConditionData,
  type MedicalDocumentationData,
  type MedicalProcedureData,
  type MedicalVisitData,
} from '@wizytownik/domain';
import type { DocumentedCondition, DocumentedProcedure, MedicalDocumentation } from './documentation.ts';

const dash = (description: string | null) => (description ? ` – ${description}` : '');

/** 'Z50.1 Inne fizjoterapie – opis' — a procedure in one line. */
export const procedureLine = (p: DocumentedProcedure): string => `${p.code} ${p.name}${dash(p.description)}`;

/** 'M54.5 Ból krzyża (główne) – opis' — a diagnosis in one line. */
export function conditionLine(c: DocumentedCondition): string {
  const kind = conditionKindLabel(c.type);
  return `${c.code} ${c.name}${kind ? ` (${kind})` : ''}${dash(c.description)}`;
}

const procedureData = (p: DocumentedProcedure): MedicalProcedureData => ({
  kod: p.code,
  nazwa: p.name,
  opis: p.description ?? '',
});

const conditionData = (c: DocumentedCondition): MedicalConditionData => ({
  kod: c.code,
  nazwa: c.name,
  rodzaj: conditionKindLabel(c.type),
  opis: c.description ?? '',
});

/**
 * The data of a medical documentation template (type 7): every agreement tag, `liczba_wizyt`, and the
 * visits in `wizyty` with their procedures and diagnoses (domain MEDICAL_DOCUMENTATION_PLACEHOLDERS).
 * Rich text comes as plain lines (`\n`, which the template engine turns into line breaks).
 */
export function documentationTemplateData({
  header,
  visits,
}: MedicalDocumentation): MedicalDocumentationData {
  return {
    ...header,
    liczba_wizyt: String(visits.length),
    wizyty: visits.map((v): MedicalVisitData => ({
      data_wizyty: formatDate(clinicDateTime(v.startTime).date),
      godziny: `${formatTime(v.startTime)}–${formatTime(v.endTime)}`,
      terapeuta: v.therapistName,
      status: v.statusLabel,
      uwagi: richTextPlain(v.notes),
      przebieg: richTextPlain(v.process),
      rozpoznanie: richTextPlain(v.recognition),
      zalecenia: richTextPlain(v.recommendations),
      procedury_tekst: v.procedures.map(procedureLine).join('\n'),
      rozpoznania_tekst: v.conditions.map(conditionLine).join('\n'),
      procedury: v.procedures.map(procedureData),
      rozpoznania: v.conditions.map(conditionData),
    })),
  };
}
