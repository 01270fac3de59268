import Autocomplete from '@mui/material/Autocomplete';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Icd9Item, Icd9TreeNode } from '@wizytownik/contracts';
import type { TextKey } from '@wizytownik/domain';
import {
  useIcd9Chapters,
  useIcd9DetailedCategories,
  useIcd9MainCategoriesOf,
  useIcd9Search,
  useIcd9Subchapters,
  useTherapistIcd9Defaults,
} from '../../api/icd.ts';
import { useTexts } from '../../app/texts.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { useDebouncedValue } from '../patients/clinical/hooks.ts';

/** The same pause as the ICD-10 autocomplete (Icd10Field). */
const SEARCH_PAUSE_MS = 300;

export interface Icd9PickerDialogProps {
  readonly open: boolean;
  /** The visit whose therapist's chapters are offered first. */
  readonly visitId?: number;
  readonly onClose: () => void;
  readonly onPick: (item: { kod: string; opis: string }) => void;
}

/**
 * The ICD-9 picker of the visit course (spec 000 §5, §8): a full search whose result picks at once,
 * or the cascade rozdział → podrozdział → kategoria główna → kategoria szczegółowa, each level
 * required when it has options; the deepest chosen node is picked. Enter confirms (also on a closed
 * select; the arrows and Space open it), Escape closes.
 */
export function Icd9PickerDialog({ open, ...props }: Icd9PickerDialogProps) {
  // Mounted only while open, so that each opening starts empty.
  return open ? <Icd9Picker {...props} /> : null;
}

const label = (n: Icd9TreeNode) => `${n.kod} ${n.opis}`;

type Level = 'chapter' | 'subchapter' | 'mainCategory' | 'detailedCategory';
const MISSING: Record<Level, TextKey> = {
  chapter: 'icd.icd9.noChapter',
  subchapter: 'icd.icd9.noSubchapter',
  mainCategory: 'icd.icd9.noMainCategory',
  detailedCategory: 'icd.icd9.noDetailedCategory',
};

function Icd9Picker({ visitId, onClose, onPick }: Omit<Icd9PickerDialogProps, 'open'>) {
  const t = useTexts();
  const { showError } = useFeedback();
  const [chapter, setChapter] = useState('');
  const [subchapter, setSubchapter] = useState('');
  const [mainCategory, setMainCategory] = useState('');
  const [detailedCategory, setDetailedCategory] = useState('');
  const [tried, setTried] = useState(false);

  const defaults = useTherapistIcd9Defaults(visitId);
  const chapters = useIcd9Chapters(true);
  const subchapters = useIcd9Subchapters(chapter);
  const mainCategories = useIcd9MainCategoriesOf(subchapter);
  const detailedCategories = useIcd9DetailedCategories(mainCategory);

  // A level that cannot be loaded leaves nothing to pick: say so and close.
  const categoriesFailed =
    chapters.isError || subchapters.isError || mainCategories.isError || detailedCategories.isError;
  useEffect(() => {
    if (!categoriesFailed) return;
    showError(t('icd.icd9.categoriesFailed'));
    onClose();
  }, [categoriesFailed, showError, t, onClose]);
  useEffect(() => {
    if (defaults.isError) showError(t('icd.icd9.defaultsFailed'));
  }, [defaults.isError, showError, t]);

  const levels: ReadonlyArray<{
    level: Level;
    value: string;
    parent: string | null;
    query: UseQueryResult<Icd9TreeNode[]>;
  }> = [
    { level: 'chapter', value: chapter, parent: null, query: chapters },
    { level: 'subchapter', value: subchapter, parent: chapter, query: subchapters },
    { level: 'mainCategory', value: mainCategory, parent: subchapter, query: mainCategories },
    { level: 'detailedCategory', value: detailedCategory, parent: mainCategory, query: detailedCategories },
  ];
  // A level is asked for once its parent is chosen; it must be chosen when it has options.
  const missing = levels.find(
    (l) => l.parent !== '' && l.value === '' && (l.parent === null || (l.query.data ?? []).length > 0),
  )?.level;
  const loading = levels.some((l) => l.parent !== '' && l.query.isFetching);
  const optionsOf = (l: (typeof levels)[number]) => l.query.data ?? [];

  const submit = () => {
    setTried(true);
    if (loading || missing) return;
    const deepest = [...levels].reverse().find((l) => l.value !== '')!;
    const node = optionsOf(deepest).find((n) => n.kod === deepest.value);
    if (!node) return;
    onPick({ kod: node.kod, opis: node.opis });
    onClose();
  };

  const choose = (level: Level, kod: string) => {
    // A changed level empties the ones below it.
    const order: Level[] = ['chapter', 'subchapter', 'mainCategory', 'detailedCategory'];
    const setters = [setChapter, setSubchapter, setMainCategory, setDetailedCategory];
    const at = order.indexOf(level);
    setters.forEach((set, i) => {
      if (i === at) set(kod);
      else if (i > at) set('');
    });
  };

  // Enter on a closed select confirms the dialog, as in a text field (the arrows and Space open it).
  const enterSubmits = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || (event.target as HTMLElement).getAttribute('role') !== 'combobox') return;
    event.preventDefault();
    event.stopPropagation();
    submit();
  };

  const chapterItems = (): ReactNode[] => {
    const all = chapters.data ?? [];
    const own = defaults.data ?? [];
    if (own.length === 0) return all.map(item);
    const ownCodes = new Set(own.map((d) => d.category));
    return [
      <ListSubheader key="own">{t('icd.icd9.defaults')}</ListSubheader>,
      ...own.map((d) => item({ kod: d.category, opis: d.opis })),
      <ListSubheader key="all">{t('icd.icd9.all')}</ListSubheader>,
      ...all.filter((c) => !ownCodes.has(c.kod)).map(item),
    ];
  };

  return (
    <FormDialog
      title={t('icd.icd9.title')}
      width={768}
      submitting={loading && tried}
      submitLabel={t('icd.pick')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Icd9Search
        onPick={(found) => {
          onPick({ kod: found.kod, opis: found.opis });
          onClose();
        }}
      />
      <div onKeyDownCapture={enterSubmits}>
        {levels.map((l) => {
          if (l.parent === '' || (l.parent !== null && optionsOf(l).length === 0)) return null;
          const error = tried && missing === l.level;
          return (
            <TextField
              key={l.level}
              select
              fullWidth
              margin="normal"
              label={t(`icd.icd9.${l.level}`)}
              value={l.query.data ? l.value : ''}
              onChange={(e) => choose(l.level, e.target.value)}
              error={error}
              helperText={error ? t(MISSING[l.level]) : undefined}
            >
              {l.level === 'chapter' ? chapterItems() : optionsOf(l).map(item)}
            </TextField>
          );
        })}
      </div>
    </FormDialog>
  );
}

function item(node: Icd9TreeNode) {
  return (
    <MenuItem key={node.kod} value={node.kod}>
      {label(node)}
    </MenuItem>
  );
}

/** The full search: code prefix or description words; choosing a result picks it. */
function Icd9Search({ onPick }: { readonly onPick: (item: Icd9Item) => void }) {
  const t = useTexts();
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), SEARCH_PAUSE_MS);
  const search = useIcd9Search(query);
  return (
    <Autocomplete<Icd9Item>
      fullWidth
      value={null}
      onChange={(_e, option) => option && onPick(option)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      options={query === '' ? [] : (search.data ?? [])}
      filterOptions={(options) => options}
      getOptionLabel={(o) => o.kod_opis}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('icd.icd9.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label={t('icd.icd9.search')}
          margin="normal"
          error={search.isError}
          helperText={search.isError ? t('icd.icd9.categoriesFailed') : undefined}
        />
      )}
    />
  );
}
