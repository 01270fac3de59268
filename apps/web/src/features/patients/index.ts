/** What other features use of the patients area: the patient picker and the quick add (visit editor). */
export { PatientPicker, patientLabel, type PatientPickerProps } from './PatientPicker.tsx';
export { QuickAddPatientDialog, type QuickAddPatientDialogProps } from './QuickAddPatientDialog.tsx';
