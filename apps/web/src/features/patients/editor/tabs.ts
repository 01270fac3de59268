import { createElement, type ReactNode } from 'react';
import { DISEASE_KIND, type FeatureName, type PermissionName, type TextKey } from '@wizytownik/domain';
import AttachmentsTab from '../attachments/AttachmentsTab.tsx';
import ClinicalTab from '../clinical/ClinicalTab.tsx';
import CreditTab from '../credit/CreditTab.tsx';
import ProblemsTab from '../problems/ProblemsTab.tsx';
import PlansTab from '../plans/PlansTab.tsx';
import SmsHistoryTab from '../sms/SmsHistoryTab.tsx';
import { VisitHistoryTable } from '../../visits/history/index.ts';
import ClientVouchersTab from '../../vouchers/ClientVouchersTab.tsx';

export interface PatientEditorContext {
  /** The saved patient's id; 0 while the patient is new. */
  readonly clientId: number;
}

export interface PatientEditorTab {
  /** The spec's tab index (001 §2): 0 Ogólne … 11 Plany terapii i zdrowienia. */
  readonly index: number;
  /** A key of the text catalog. */
  readonly label: TextKey;
  readonly render: (ctx: PatientEditorContext) => ReactNode;
  /** Shown only to users holding it. */
  readonly permission?: PermissionName;
  /** Shown only when the tenant has it. */
  readonly feature?: FeatureName;
  /** Tabs 3–11 exist only for a saved patient. */
  readonly existingOnly?: boolean;
}

/**
 * The record editor's tabs beyond the form tabs (Ogólne, Adres, Zgody), ordered by index; an area
 * adds its tab with one entry here.
 */
export const PATIENT_EDITOR_TABS: PatientEditorTab[] = [
  {
    index: 3,
    label: 'visitEditor.tabHistory',
    render: (ctx) => createElement(VisitHistoryTable, ctx),
    // Spec 001 names no permission of its own for this tab; the visit history is a visits read.
    permission: 'Wizytownik_Wizyty',
    existingOnly: true,
  },
  {
    index: 4,
    label: 'clinical.allergies.tab',
    render: (ctx) => createElement(ClinicalTab, { ...ctx, kind: DISEASE_KIND.allergy }),
    permission: 'Wizytownik_Klienci_Choroby',
    existingOnly: true,
  },
  {
    index: 5,
    label: 'clinical.diseases.tab',
    render: (ctx) => createElement(ClinicalTab, { ...ctx, kind: DISEASE_KIND.disease }),
    permission: 'Wizytownik_Klienci_Choroby',
    existingOnly: true,
  },
  {
    index: 6,
    label: 'attachments.tab',
    render: (ctx) => createElement(AttachmentsTab, ctx),
    permission: 'Wizytownik_Klienci_Zalaczniki_Przegladanie',
    feature: 'Zalaczniki',
    existingOnly: true,
  },
  {
    index: 7,
    label: 'credit.tab',
    render: (ctx) => createElement(CreditTab, ctx),
    permission: 'Wizytownik_KlienciKredyty',
    feature: 'Kredyty',
    existingOnly: true,
  },
  {
    index: 8,
    label: 'problems.tab',
    render: (ctx) => createElement(ProblemsTab, ctx),
    permission: 'Wizytownik_KlienciProblemy',
    existingOnly: true,
  },
  {
    index: 9,
    label: 'vouchers.tab',
    render: (ctx) => createElement(ClientVouchersTab, ctx),
    permission: 'Wizytownik_Vouchery',
    feature: 'Vouchery',
    existingOnly: true,
  },
  {
    index: 10,
    label: 'smsHistory.tab',
    render: (ctx) => createElement(SmsHistoryTab, ctx),
    permission: 'Wizytownik_Klienci_Historia_SMS',
    existingOnly: true,
  },
  {
    index: 11,
    label: 'plans.tab',
    render: (ctx) => createElement(PlansTab, ctx),
    permission: 'Wizytownik_PlanyZdrowienia',
    existingOnly: true,
  },
];
