import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ENTITLEMENT_CODES,
  PRESCRIPTION_FEE_LEVELS,
  PRESCRIPTION_KINDS,
  PRESCRIPTION_TYPES,
} from '@wizytownik/contracts';
import { useTexts } from '../../app/texts.ts';
import { DateField } from '../../ui/DateField.tsx';
import { IconAction } from '../../ui/IconAction.tsx';
import { DrugField } from './DrugField.tsx';
import { withDrug, withPack, type DraftErrors, type PrescriptionDraft } from './package-form.ts';

export interface PrescriptionFieldsProps {
  readonly number: number;
  readonly draft: PrescriptionDraft;
  readonly errors: DraftErrors | undefined;
  /** The server's messages by request member ('realizacja_od', …) after a refused save. */
  readonly serverErrors?: Readonly<Record<string, string>>;
  /** Marks a missing drug after a save ('Nie wybrano wszystkich leków'). */
  readonly drugMissing: boolean;
  readonly onChange: (draft: PrescriptionDraft) => void;
  /** Absent when this is the package's only prescription. */
  readonly onRemove?: () => void;
}

/**
 * One prescription of the package form: type, fee level, drug, pack, pack count and dosage; the kind,
 * 'Realizacja od', the additional entitlement with its document, 'Nie zamieniać' and cito.
 */
export function PrescriptionFields({
  number,
  draft,
  errors,
  serverErrors,
  drugMissing,
  onChange,
  onRemove,
}: PrescriptionFieldsProps) {
  const t = useTexts();
  const title = t('prescriptions.item', { n: String(number) });
  const set = (patch: Partial<PrescriptionDraft>) => onChange({ ...draft, ...patch });
  const packs = draft.drug?.opakowania ?? [];
  /** The message under a field: the form's own check first, else the server's. */
  const message = (field: keyof DraftErrors) => {
    const key = errors?.[field];
    return key ? t(key) : serverErrors?.[field];
  };
  const shown = (field: keyof DraftErrors, hint?: string) => {
    const text = message(field);
    return { error: text !== undefined, helperText: text ?? hint };
  };
  return (
    <Paper variant="outlined" role="group" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        {onRemove && (
          <IconAction label={t('prescriptions.removeItem', { n: String(number) })} onClick={onRemove}>
            <DeleteOutlined fontSize="small" />
          </IconAction>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('prescriptions.type')}
          value={draft.rodzaj_recepty}
          onChange={(event) =>
            set({ rodzaj_recepty: event.target.value as PrescriptionDraft['rodzaj_recepty'] })
          }
        >
          {PRESCRIPTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('prescriptions.fee')}
          value={draft.poziom_odplatnosci}
          onChange={(event) =>
            set({ poziom_odplatnosci: event.target.value as PrescriptionDraft['poziom_odplatnosci'] })
          }
        >
          {PRESCRIPTION_FEE_LEVELS.map((fee) => (
            <MenuItem key={fee} value={fee}>
              {t(`prescriptions.fee.${fee}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DrugField
        label={t('prescriptions.drug')}
        value={draft.drug}
        onChange={(drug) => onChange(withDrug(draft, drug))}
        missing={drugMissing && draft.drug === null}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('prescriptions.pack')}
          value={draft.packId ?? ''}
          disabled={packs.length === 0}
          onChange={(event) => onChange(withPack(draft, Number(event.target.value)))}
          error={errors?.packId !== undefined}
          helperText={errors?.packId && t(errors.packId)}
        >
          {packs.map((pack) => (
            <MenuItem key={pack.id} value={pack.id}>
              {pack.opis_opakowania}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          margin="dense"
          label={t('prescriptions.count')}
          value={draft.ilosc_sztuk}
          onChange={(event) => set({ ilosc_sztuk: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ minWidth: 160 }}
          error={errors?.ilosc_sztuk !== undefined}
          helperText={errors?.ilosc_sztuk && t(errors.ilosc_sztuk)}
        />
      </Stack>
      <TextField
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        label={t('prescriptions.dosage')}
        value={draft.dawkowanie}
        onChange={(event) => set({ dawkowanie: event.target.value })}
        error={errors?.dawkowanie !== undefined}
        helperText={errors?.dawkowanie && t(errors.dawkowanie)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('prescriptions.kind')}
          value={draft.tryb_wystawienia}
          onChange={(event) =>
            set({ tryb_wystawienia: event.target.value as PrescriptionDraft['tryb_wystawienia'] })
          }
          {...shown('tryb_wystawienia', t('prescriptions.kindHint'))}
        >
          {PRESCRIPTION_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`prescriptions.kind.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          label={t('prescriptions.realizeFrom')}
          value={draft.realizacja_od}
          onChange={(realizacja_od) => set({ realizacja_od })}
          {...shown('realizacja_od', t('prescriptions.realizeFromHint'))}
        />
      </Stack>
      {/* Room for the row above's hints: this row's labels sit above its boxes. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start', mt: 1 }}>
        <TextField
          select
          margin="dense"
          label={t('prescriptions.entitlement')}
          value={draft.uprawnienie_dodatkowe}
          onChange={(event) =>
            set({
              uprawnienie_dodatkowe: event.target.value as PrescriptionDraft['uprawnienie_dodatkowe'],
            })
          }
          sx={{ minWidth: 200 }}
          // 'Brak' (no code) is shown, not an empty box.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          {...shown('uprawnienie_dodatkowe')}
        >
          <MenuItem value="">{t('prescriptions.entitlementNone')}</MenuItem>
          {ENTITLEMENT_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          margin="dense"
          label={t('prescriptions.entitlementDescription')}
          value={draft.opis_dokumentu_uprawnienia}
          onChange={(event) => set({ opis_dokumentu_uprawnienia: event.target.value })}
          {...shown('opis_dokumentu_uprawnienia')}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.nie_zamieniac}
              onChange={(event) => set({ nie_zamieniac: event.target.checked })}
            />
          }
          label={t('prescriptions.noSubstitution')}
        />
        <FormControlLabel
          control={
            <Checkbox checked={draft.pilne} onChange={(event) => set({ pilne: event.target.checked })} />
          }
          label={t('prescriptions.urgent')}
        />
      </Stack>
    </Paper>
  );
}
