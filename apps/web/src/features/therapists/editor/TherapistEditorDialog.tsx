import CloseOutlined from '@mui/icons-material/CloseOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TherapistListItem } from '@wizytownik/contracts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
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
    <Dialog fullScreen open onClose={onClose} aria-labelledby="therapist-editor-title">
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar>
          <Typography id="therapist-editor-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton color="inherit" edge="end" aria-label={t('common.close')} onClick={onClose}>
            <CloseOutlined />
          </IconButton>
        </Toolbar>
        <HeaderTabs value={Math.min(current, tabs.length - 1)} onChange={setCurrent} label={title}>
          {tabs.map((tab) => (
            <Tab key={tab.label} label={t(tab.label)} />
          ))}
        </HeaderTabs>
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, width: '100%', mx: 'auto' }} role="tabpanel">
        {active?.render(ctx)}
      </Box>
    </Dialog>
  );
}
