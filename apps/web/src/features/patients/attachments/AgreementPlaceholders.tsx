import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AGREEMENT_PLACEHOLDERS } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';

/** The tags an agreement template may hold (filled when a consent is generated for a patient). */
export function AgreementPlaceholders() {
  const t = useTexts();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography variant="subtitle1">{t('attachments.placeholders')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('attachments.placeholdersHint')}
      </Typography>
      <List dense sx={{ columnWidth: 260 }} aria-label={t('attachments.placeholders')}>
        {AGREEMENT_PLACEHOLDERS.map((p) => (
          <ListItem key={p.placeholder} disableGutters sx={{ breakInside: 'avoid' }}>
            <ListItemText primary={`{${p.placeholder}}`} secondary={p.description} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
