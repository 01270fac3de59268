import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MEDICAL_DOCUMENTATION_PLACEHOLDERS } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';

const GROUPS = [
  ['document', 'medicalDocs.placeholders.document'],
  ['visits', 'medicalDocs.placeholders.visits'],
  ['procedures', 'medicalDocs.placeholders.procedures'],
  ['conditions', 'medicalDocs.placeholders.conditions'],
] as const;

/** The tags a medical documentation template (type 7) adds to the agreement tags, by loop. */
export function MedicalDocumentationPlaceholders() {
  const t = useTexts();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography variant="subtitle1">{t('medicalDocs.placeholders')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('medicalDocs.placeholdersHint')}
      </Typography>
      {GROUPS.map(([group, title]) => (
        <List
          key={group}
          dense
          sx={{ columnWidth: 260 }}
          aria-label={t(title)}
          subheader={<ListSubheader disableGutters>{t(title)}</ListSubheader>}
        >
          {MEDICAL_DOCUMENTATION_PLACEHOLDERS[group].map((p) => (
            <ListItem key={p.placeholder} disableGutters sx={{ breakInside: 'avoid' }}>
              <ListItemText primary={`{${p.placeholder}}`} secondary={p.description} />
            </ListItem>
          ))}
        </List>
      ))}
    </Paper>
  );
}
