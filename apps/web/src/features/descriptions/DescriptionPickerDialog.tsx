import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useState } from 'react';
import { DESCRIPTION_PAGE_SIZES, type DescriptionDto } from '@wizytownik/contracts';
import { useDescriptionsForPicker } from '../../api/descriptions.ts';
import { useTexts } from '../../app/texts.ts';
import { ListTable } from '../../ui/ListTable.tsx';
import { useListSort } from '../../ui/useListSort.ts';
import { CategoriesSelect } from './CategoriesSelect.tsx';
import { cutDescription, joinPicked } from './format.ts';

export interface DescriptionPickerDialogProps {
  readonly open: boolean;
  /** 0 diagnosis, 1 recommendations, 2 course: only descriptions of this type are offered. */
  readonly type: 0 | 1 | 2;
  readonly onClose: () => void;
  /** The picked descriptions' texts joined by a newline; the caller appends them on a new line. */
  readonly onPick: (text: string) => void;
}

/**
 * The description picker of the visit course (spec 000 §4, §7.2, §9): filters by name, text, private
 * only and categories, a server-paged sortable list with the text cut at 50 characters, several
 * descriptions ticked and inserted at once. Confirming calls `onPick` and then `onClose`.
 */
export function DescriptionPickerDialog({ open, type, onClose, onPick }: DescriptionPickerDialogProps) {
  const t = useTexts();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('descriptions.picker.title', { type: t(`descriptions.type.${type}`) })}
      </DialogTitle>
      {/* Mounted only while open: every opening starts with empty filters and nothing ticked. */}
      {open && (
        <PickerContent
          type={type}
          onClose={onClose}
          onPick={(text) => {
            onPick(text);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

type SortColumn = 'name' | 'description';

function PickerContent({ type, onClose, onPick }: Omit<DescriptionPickerDialogProps, 'open'>) {
  const t = useTexts();
  const [nameText, setNameText] = useState('');
  const [descriptionText, setDescriptionText] = useState('');
  const [privateOnly, setPrivateOnly] = useState(false);
  const [categories, setCategories] = useState<number[]>([]);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DESCRIPTION_PAGE_SIZES[0]);
  /** The ticked descriptions' texts by id, in the order they were ticked (kept across pages). */
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const sort = useListSort<SortColumn>('name', restart);
  const name = useDeferredValue(nameText.trim());
  const text = useDeferredValue(descriptionText.trim());
  const descriptions = useDescriptionsForPicker({
    type,
    nameText: name || undefined,
    descriptionText: text || undefined,
    isPrivate: privateOnly ? 'true' : undefined,
    categories: categories.length ? categories.join(',') : undefined,
    SkipCount: page * pageSize,
    MaxResultCount: pageSize,
    sorting: sort.sorting,
  });

  const toggle = (row: DescriptionDto) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row.description);
      return next;
    });

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              size="small"
              type="search"
              label={t('descriptions.name')}
              value={nameText}
              onChange={(e) => restart(setNameText)(e.target.value)}
            />
            <TextField
              size="small"
              type="search"
              label={t('descriptions.text')}
              value={descriptionText}
              onChange={(e) => restart(setDescriptionText)(e.target.value)}
            />
            <CategoriesSelect size="small" value={categories} onChange={restart(setCategories)} />
            <FormControlLabel
              label={t('descriptions.privateOnly')}
              control={<Checkbox checked={privateOnly} onChange={(_e, on) => restart(setPrivateOnly)(on)} />}
            />
          </Stack>
          <ListTable<DescriptionDto, SortColumn>
            label={t('descriptions.picker.title', { type: t(`descriptions.type.${type}`) })}
            rows={descriptions.data?.items ?? []}
            rowKey={(row) => row.id}
            query={descriptions}
            failedText={t('descriptions.loadFailed')}
            emptyText={t('descriptions.empty')}
            sort={sort}
            paging={{
              count: descriptions.data?.totalCount ?? 0,
              page,
              pageSize,
              pageSizes: DESCRIPTION_PAGE_SIZES,
              onPage: setPage,
              onPageSize: (size) => {
                setPageSize(size);
                setPage(0);
              },
            }}
            columns={[
              {
                label: t('descriptions.picker.selectColumn'),
                cell: (row) => (
                  <Checkbox
                    size="small"
                    checked={picked.has(row.id)}
                    onChange={() => toggle(row)}
                    slotProps={{
                      input: { 'aria-label': t('descriptions.picker.select', { name: row.name }) },
                    }}
                  />
                ),
              },
              { label: t('descriptions.name'), cell: (row) => row.name, sortKey: 'name' },
              {
                label: t('descriptions.text'),
                cell: (row) => cutDescription(row.description),
                sortKey: 'description',
              },
              {
                label: t('descriptions.categories'),
                cell: (row) => row.categories.map((c) => c.description).join(', '),
              },
              {
                label: t('descriptions.private'),
                cell: (row) => (row.is_private ? t('common.yes') : t('common.no')),
              },
            ]}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" sx={{ mr: 'auto', pl: 2 }}>
          {t('descriptions.picker.selected', { count: picked.size })}
        </Typography>
        <Button onClick={onClose}>{t('descriptions.picker.close')}</Button>
        <Button
          variant="contained"
          disabled={picked.size === 0}
          onClick={() => onPick(joinPicked([...picked.values()]))}
        >
          {t('descriptions.picker.pick')}
        </Button>
      </DialogActions>
    </>
  );
}
