import Tab from '@mui/material/Tab';
import { useState } from 'react';
import type { TherapistListItem } from '@wizytownik/contracts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { FullScreenDialog } from '../../../ui/FullScreenDialog.tsx';
import { HeaderTabs } from '../../../ui/HeaderTabs.tsx';
import { THERAPIST_EDITOR_TABS } from './tabs.ts';

interface TherapistEditorDialogProps {
  readonly therapist: TherapistListItem;
  readonly onClose: () => void;
}

/** The full-screen therapist editor; its tabs come from THERAPIST_EDITOR_TABS. Escape closes it. */
export function TherapistEditorDialog({ therapist, onClose }: TherapistEditorDialogProps) {
  const t = useTexts();
  const access = useAccess();
  const ctx = { therapistId: therapist.therapistID, userId: therapist.userID };
  const tabs = THERAPIST_EDITOR_TABS.filter(
    (tab) =>
      (!tab.permission || access.isGranted(tab.permission)) && (!tab.existingOnly || ctx.therapistId > 0),
  );
  const [current, setCurrent] = useState(0);
  const title = t('therapists.editorTitle', { name: `${therapist.name} ${therapist.surname}` });
  const active = tabs[Math.min(current, tabs.length - 1)];

  return (
    <FullScreenDialog
      title={title}
      onClose={onClose}
      maxWidth={1100}
      contentRole="tabpanel"
      header={
        <HeaderTabs value={Math.min(current, tabs.length - 1)} onChange={setCurrent} label={title}>
          {tabs.map((tab) => (
            <Tab key={tab.label} label={t(tab.label)} />
          ))}
        </HeaderTabs>
      }
    >
      {active?.render(ctx)}
    </FullScreenDialog>
  );
}
