import { createElement, type ReactNode } from 'react';
import type { PermissionName, TextKey } from '@wizytownik/domain';
import GeneralTab from './GeneralTab.tsx';
import ScheduleTab from './ScheduleTab.tsx';
import VisitTypesTab from './VisitTypesTab.tsx';
import BreaksTab from '../exceptions/BreaksTab.tsx';
import LeavesTab from '../exceptions/LeavesTab.tsx';
import QuickBreaksTab from '../exceptions/QuickBreaksTab.tsx';
import OpenDaysTab from '../exceptions/OpenDaysTab.tsx';

export interface TherapistEditorContext {
  readonly therapistId: number;
  readonly userId: number;
}

export interface TherapistEditorTab {
  /** A key of the text catalog. */
  readonly label: TextKey;
  readonly render: (ctx: TherapistEditorContext) => ReactNode;
  /** Shown only to users holding it. */
  readonly permission?: PermissionName;
  /** Shown only for a therapist that is already saved. */
  readonly existingOnly?: boolean;
}

/** The editor's tabs in order; a module adds its tab with one entry here. */
export const THERAPIST_EDITOR_TABS: TherapistEditorTab[] = [
  { label: 'therapists.tabGeneral', render: (ctx) => createElement(GeneralTab, ctx) },
  { label: 'therapists.tabSchedule', render: (ctx) => createElement(ScheduleTab, ctx) },
  { label: 'therapists.tabVisitTypes', render: (ctx) => createElement(VisitTypesTab, ctx) },
  { label: 'exceptions.breaks.title', render: (ctx) => createElement(BreaksTab, ctx), existingOnly: true },
  { label: 'exceptions.leaves.title', render: (ctx) => createElement(LeavesTab, ctx), existingOnly: true },
  {
    label: 'exceptions.quick.title',
    render: (ctx) => createElement(QuickBreaksTab, ctx),
    existingOnly: true,
  },
  {
    label: 'exceptions.openDays.title',
    render: (ctx) => createElement(OpenDaysTab, ctx),
    existingOnly: true,
  },
];
