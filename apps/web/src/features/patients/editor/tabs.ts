import type { ReactNode } from 'react';
import type { FeatureName, PermissionName, TextKey } from '@wizytownik/domain';

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
export const PATIENT_EDITOR_TABS: PatientEditorTab[] = [];
