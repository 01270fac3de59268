import type { PermissionName, TextKey } from '@wizytownik/domain';

/** The therapist visit editor's steps (§2.4), in order. */
export type StepId = 'general' | 'problems' | 'plans' | 'course' | 'diagnosis' | 'recommendations' | 'end';

export interface StepDefinition {
  readonly id: StepId;
  readonly label: TextKey;
  /** Shown only to users holding it. */
  readonly permission?: PermissionName;
}

export const STEPS: readonly StepDefinition[] = [
  { id: 'general', label: 'therapistEditor.step1' },
  { id: 'problems', label: 'therapistEditor.step2', permission: 'Wizytownik_KlienciProblemy' },
  { id: 'plans', label: 'therapistEditor.step3', permission: 'Wizytownik_PlanyZdrowienia' },
  { id: 'course', label: 'therapistEditor.step4' },
  { id: 'diagnosis', label: 'therapistEditor.step5' },
  { id: 'recommendations', label: 'therapistEditor.step6' },
  { id: 'end', label: 'therapistEditor.step7' },
];

/** The steps the user may see. */
export const visibleSteps = (granted: (permission: PermissionName) => boolean) =>
  STEPS.filter((step) => step.permission === undefined || granted(step.permission));

/** The step a key press leads to: Alt+→ the next one, Alt+← the previous one, else none. */
export function stepByKey(
  key: {
    readonly key: string;
    readonly altKey: boolean;
    readonly ctrlKey: boolean;
    readonly metaKey: boolean;
  },
  current: number,
  count: number,
): number | null {
  if (!key.altKey || key.ctrlKey || key.metaKey) return null;
  if (key.key === 'ArrowRight' && current < count - 1) return current + 1;
  if (key.key === 'ArrowLeft' && current > 0) return current - 1;
  return null;
}

/** Ctrl+S (⌘S on a Mac) saves. */
export const isSaveKey = (key: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}) => (key.ctrlKey || key.metaKey) && key.key.toLowerCase() === 's';
