import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DESCRIPTION_PAGE_SIZES, type DescriptionCategoryDto } from '@wizytownik/contracts';
import { useDescriptionCategories } from '../../api/descriptions.ts';
import { useTexts } from '../../app/texts.ts';
import { ListTable } from '../../ui/ListTable.tsx';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { deleteAction, editAction } from '../../ui/RowActions.tsx';
import { useDeleteRow } from '../../ui/useDeleteRow.ts';
import { useListState } from '../../ui/useListState.ts';
import { CategoryDialog } from './CategoryDialog.tsx';
import { useDeleteCategory } from './hooks.ts';

type Open = { category: DescriptionCategoryDto | null } | null;

/**
 * /categories 'Kategorie opisów': the clinic's categories (one short list, searched and paged here),
 * add, rename, delete; deleting one leaves its descriptions without it.
 */
export default function CategoriesPage() {
  const t = useTexts();
  const deleteRow = useDeleteRow();
  const list = useListState(DESCRIPTION_PAGE_SIZES);
  const [open, setOpen] = useState<Open>(null);
  const categories = useDescriptionCategories();
  const remove = useDeleteCategory();
  const search = list.search.toLocaleLowerCase('pl');
  const found = (categories.data ?? []).filter((c) => c.description.toLocaleLowerCase('pl').includes(search));
  const rows = found.slice(list.page * list.pageSize, (list.page + 1) * list.pageSize);

  const onDelete = (category: DescriptionCategoryDto) =>
    deleteRow(
      () => remove.mutateAsync({ Id: category.id }),
      t('categories.deleted'),
      t('categories.deleteFailed'),
    );

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {t('route./categories')}
      </Typography>
      <ListToolbar
        searchLabel={t('categories.search')}
        query={list.query}
        onQuery={list.setQuery}
        add={{ label: t('categories.add'), onClick: () => setOpen({ category: null }) }}
      />
      <ListTable
        label={t('route./categories')}
        rows={rows}
        rowKey={(c) => c.id}
        query={categories}
        failedText={t('descriptions.categoriesFailed')}
        emptyText={t('descriptions.empty')}
        paging={list.paging(found.length)}
        columns={[{ label: t('categories.name'), cell: (c) => c.description }]}
        rowActions={{
          label: t('descriptions.actions'),
          actions: (c) => [
            editAction(t('categories.edit', { name: c.description }), () => setOpen({ category: c })),
            deleteAction(
              t('categories.delete', { name: c.description }),
              t('categories.confirmDelete', { name: c.description }),
              () => void onDelete(c),
            ),
          ],
        }}
      />
      {open && <CategoryDialog category={open.category} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
