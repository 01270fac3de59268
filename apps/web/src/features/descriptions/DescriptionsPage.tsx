import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DESCRIPTION_PAGE_SIZES, DESCRIPTION_TYPES, type DescriptionDto } from '@wizytownik/contracts';
import { useDescriptions } from '../../api/descriptions.ts';
import { useTexts } from '../../app/texts.ts';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { useDeleteRow } from '../../ui/useDeleteRow.ts';
import { useListSort } from '../../ui/useListSort.ts';
import { useListState } from '../../ui/useListState.ts';
import { CategoriesSelect } from './CategoriesSelect.tsx';
import { DescriptionDialog } from './DescriptionDialog.tsx';
import { DescriptionsTable, type DescriptionSortColumn } from './DescriptionsTable.tsx';
import { useDeleteDescription } from './hooks.ts';

type Open = { description: DescriptionDto | null } | null;
/** The type filter's value for every type (a select cannot hold undefined). */
const ALL = '';

/** /descriptions 'Opisy': the stored descriptions the user sees, server-paged; add, edit, delete. */
export default function DescriptionsPage() {
  const t = useTexts();
  const deleteRow = useDeleteRow();
  const list = useListState(DESCRIPTION_PAGE_SIZES);
  const sort = useListSort<DescriptionSortColumn>('name', list.filter);
  const [type, setType] = useState<number | typeof ALL>(ALL);
  const [categories, setCategories] = useState<number[]>([]);
  const [privateOnly, setPrivateOnly] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const descriptions = useDescriptions({
    nameText: list.search || undefined,
    type: type === ALL ? undefined : type,
    categories: categories.length ? categories.join(',') : undefined,
    isPrivate: privateOnly ? 'true' : undefined,
    SkipCount: list.page * list.pageSize,
    MaxResultCount: list.pageSize,
    sorting: sort.sorting,
  });
  const remove = useDeleteDescription();

  const onDelete = (description: DescriptionDto) =>
    deleteRow(
      () => remove.mutateAsync({ Id: description.id }),
      t('descriptions.deleted'),
      t('descriptions.deleteFailed'),
    );

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {t('route./descriptions')}
      </Typography>
      <ListToolbar
        searchLabel={t('descriptions.search')}
        query={list.query}
        onQuery={list.setQuery}
        add={{ label: t('descriptions.add'), onClick: () => setOpen({ description: null }) }}
      >
        <TextField
          select
          size="small"
          label={t('descriptions.typeLabel')}
          value={type}
          onChange={(e) => list.filter(setType)(e.target.value === ALL ? ALL : Number(e.target.value))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={ALL}>{t('descriptions.allTypes')}</MenuItem>
          {DESCRIPTION_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`descriptions.type.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <CategoriesSelect size="small" value={categories} onChange={list.filter(setCategories)} />
        <FormControlLabel
          label={t('descriptions.privateOnly')}
          control={<Checkbox checked={privateOnly} onChange={(_e, on) => list.filter(setPrivateOnly)(on)} />}
        />
      </ListToolbar>
      <DescriptionsTable
        rows={descriptions.data?.items ?? []}
        query={descriptions}
        failedText={t('descriptions.loadFailed')}
        emptyText={t('descriptions.empty')}
        paging={list.paging(descriptions.data?.totalCount ?? 0)}
        sort={sort}
        onEdit={(description) => setOpen({ description })}
        onDelete={(description) => void onDelete(description)}
      />
      {open && <DescriptionDialog description={open.description} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
