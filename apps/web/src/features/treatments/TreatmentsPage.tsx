import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TREATMENT_PAGE_SIZES, type Treatment } from '@wizytownik/contracts';
import { useTreatmentCategories, useTreatments } from '../../api/treatments.ts';
import { useTexts } from '../../app/texts.ts';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { useListSort } from '../../ui/useListSort.ts';
import { useListState } from '../../ui/useListState.ts';
import { CategoriesDialog } from './CategoriesDialog.tsx';
import { TreatmentDialog } from './TreatmentDialog.tsx';
import { TreatmentsTable, type TreatmentSortColumn } from './TreatmentsTable.tsx';

type Open =
  | { readonly dialog: 'treatment'; readonly treatment: Treatment | null }
  | { readonly dialog: 'categories' }
  | null;
/** The category filter's value for every category (a select cannot hold undefined). */
const ALL = '';

/**
 * /zabiegi 'Zabiegi' (feature Fizykoterapia, Wizytownik_Zabiegi): the clinic's treatments, searched,
 * filtered by category and to the active ones, sorted and paged on the server; a treatment added or
 * edited with its subtypes; the treatment categories managed in their own dialog.
 */
export default function TreatmentsPage() {
  const t = useTexts();
  const list = useListState(TREATMENT_PAGE_SIZES);
  const sort = useListSort<TreatmentSortColumn>('nazwa', list.filter);
  const [category, setCategory] = useState<number | typeof ALL>(ALL);
  const [activeOnly, setActiveOnly] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const categories = useTreatmentCategories();
  const treatments = useTreatments({
    query: list.search || undefined,
    kategoriaId: category === ALL ? undefined : category,
    aktywny: activeOnly ? 'true' : undefined,
    page: list.page + 1,
    limit: list.pageSize,
    sorting: sort.sorting,
  });
  const close = () => setOpen(null);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('route./zabiegi')}
      </Typography>
      <ListToolbar
        searchLabel={t('treatments.search')}
        query={list.query}
        onQuery={list.setQuery}
        add={{ label: t('treatments.add'), onClick: () => setOpen({ dialog: 'treatment', treatment: null }) }}
      >
        <TextField
          select
          size="small"
          label={t('treatments.category')}
          value={category}
          onChange={(e) => list.filter(setCategory)(e.target.value === ALL ? ALL : Number(e.target.value))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>{t('treatments.allCategories')}</MenuItem>
          {(categories.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.nazwa}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          label={t('treatments.activeOnly')}
          control={<Checkbox checked={activeOnly} onChange={(_e, on) => list.filter(setActiveOnly)(on)} />}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <Button
          variant="outlined"
          startIcon={<CategoryOutlined />}
          onClick={() => setOpen({ dialog: 'categories' })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('treatments.categories.manage')}
        </Button>
      </ListToolbar>
      <TreatmentsTable
        rows={treatments.data?.items ?? []}
        query={treatments}
        failedText={t('treatments.loadFailed')}
        emptyText={t('treatments.empty')}
        paging={list.paging(treatments.data?.totalCount ?? 0)}
        sort={sort}
        onEdit={(treatment) => setOpen({ dialog: 'treatment', treatment })}
      />
      {open?.dialog === 'treatment' && <TreatmentDialog treatment={open.treatment} onClose={close} />}
      {open?.dialog === 'categories' && <CategoriesDialog onClose={close} />}
    </Stack>
  );
}
