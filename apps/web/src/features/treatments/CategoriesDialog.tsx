import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import type { TreatmentCategory } from '@wizytownik/contracts';
import { useDeleteTreatmentCategory, useTreatmentCategories } from '../../api/treatments.ts';
import { useTexts } from '../../app/texts.ts';
import { ListTable } from '../../ui/ListTable.tsx';
import { deleteAction, editAction } from '../../ui/RowActions.tsx';
import { useDeleteRow } from '../../ui/useDeleteRow.ts';
import { CategoryDialog } from './CategoryDialog.tsx';

type Open = { readonly category: TreatmentCategory | null } | null;

/**
 * 'Kategorie zabiegów': the clinic's treatment categories with their counts of treatments; add,
 * rename and delete (after 'Czy na pewno?'). A category treatments are in is refused by the server,
 * whose message the error dialog shows; nothing is changed then.
 */
export function CategoriesDialog({ onClose }: { readonly onClose: () => void }) {
  const t = useTexts();
  const titleId = useId();
  const deleteRow = useDeleteRow();
  const categories = useTreatmentCategories();
  const remove = useDeleteTreatmentCategory();
  const [open, setOpen] = useState<Open>(null);
  const onDelete = (category: TreatmentCategory) =>
    deleteRow(
      () => remove.mutateAsync({ id: category.id }),
      t('treatments.categories.deleted'),
      t('treatments.categories.deleteFailed'),
    );
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 500, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{t('treatments.categories')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setOpen({ category: null })}
            sx={{ alignSelf: 'flex-end' }}
          >
            {t('treatments.categories.add')}
          </Button>
          <ListTable
            label={t('treatments.categories')}
            rows={categories.data ?? []}
            rowKey={(c) => c.id}
            query={categories}
            failedText={t('treatments.categories.loadFailed')}
            emptyText={t('treatments.categories.empty')}
            columns={[
              { label: t('treatments.categories.name'), cell: (c) => c.nazwa },
              { label: t('treatments.categories.count'), cell: (c) => c.liczbaZabiegow, align: 'right' },
            ]}
            rowActions={{
              label: t('treatments.actions'),
              actions: (c) => [
                editAction(t('treatments.categories.edit', { name: c.nazwa }), () =>
                  setOpen({ category: c }),
                ),
                deleteAction(
                  t('treatments.categories.delete', { name: c.nazwa }),
                  t('treatments.categories.confirmDelete', { name: c.nazwa }),
                  () => void onDelete(c),
                ),
              ],
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      {open && <CategoryDialog category={open.category} onClose={() => setOpen(null)} />}
    </Dialog>
  );
}
