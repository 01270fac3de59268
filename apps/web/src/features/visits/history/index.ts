/** The visit history of a patient (§2.6), also the patient editor's tab 3. */
export { VisitHistoryTable, type VisitHistoryTableProps } from './VisitHistoryTable.tsx';
