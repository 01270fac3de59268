import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTexts } from '../../../app/texts.ts';

/** A tab's 'Dodaj' button, shown only to users who may add (the tab's label names the list). */
export function TabToolbar({ onAdd }: { readonly onAdd?: () => void }) {
  const t = useTexts();
  if (!onAdd) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
      <Button variant="contained" startIcon={<AddOutlined />} onClick={onAdd}>
        {t('exceptions.add')}
      </Button>
    </Stack>
  );
}
