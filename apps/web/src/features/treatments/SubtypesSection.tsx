import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Treatment, TreatmentSubtype } from '@wizytownik/contracts';
import { isTreatmentLength, treatmentLength } from '@wizytownik/domain';
import { useTreatmentDetails } from '../../api/treatments.ts';
import { useTexts, type Translate } from '../../app/texts.ts';
import { ListTable } from '../../ui/ListTable.tsx';
import { editAction } from '../../ui/RowActions.tsx';
import { SubtypeDialog } from './SubtypeDialog.tsx';

type Open = { readonly subtype: TreatmentSubtype | null } | null;

/** A subtype's length as it takes place: its own minutes, or the treatment's when it sets 0. */
export function effectiveLengthText(t: Translate, treatmentMinutes: number, subtypeMinutes: number): string {
  const minutes = treatmentLength(treatmentMinutes, subtypeMinutes);
  return subtypeMinutes > 0
    ? t('treatments.subtypes.ownLength', { n: minutes })
    : t('treatments.subtypes.treatmentLength', { n: minutes });
}

export interface SubtypesSectionProps {
  readonly treatment: Treatment;
  /** The treatment's length as typed in its dialog: a subtype of 0 minutes takes it once valid. */
  readonly typedLength: string;
}

/**
 * 'Podtypy' of the treatment dialog: the treatment's subtypes as the server holds them now, each with
 * the length it takes (the domain's length rule), an inactive one greyed; a subtype added or changed.
 */
export function SubtypesSection({ treatment, typedLength }: SubtypesSectionProps) {
  const t = useTexts();
  const details = useTreatmentDetails(treatment.id);
  const [open, setOpen] = useState<Open>(null);
  const saved = details.data ?? treatment;
  const typed = /^\d{1,9}$/.test(typedLength.trim()) ? Number(typedLength.trim()) : Number.NaN;
  const minutes = isTreatmentLength(typed) ? typed : saved.dlugoscWizyty;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">
          {t('treatments.subtypes')}
        </Typography>
        <Button size="small" startIcon={<AddOutlined />} onClick={() => setOpen({ subtype: null })}>
          {t('treatments.subtypes.add')}
        </Button>
      </Stack>
      <ListTable
        label={t('treatments.subtypes')}
        rows={saved.podtypy}
        rowKey={(s) => s.id}
        query={details}
        failedText={t('treatments.detailsFailed')}
        emptyText={t('treatments.subtypes.empty')}
        rowSx={(s) => (s.aktywny ? undefined : { '& td': { color: 'text.disabled' } })}
        columns={[
          {
            label: t('treatments.subtypes.name'),
            cell: (s) =>
              s.aktywny ? (
                s.nazwa
              ) : (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{s.nazwa}</span>
                  <Chip size="small" variant="outlined" label={t('treatments.inactive')} />
                </Stack>
              ),
          },
          { label: t('treatments.subtypes.length'), cell: (s) => s.dlugoscWizyty, align: 'right' },
          {
            label: t('treatments.subtypes.effectiveLength'),
            cell: (s) => effectiveLengthText(t, minutes, s.dlugoscWizyty),
          },
          { label: t('treatments.active'), cell: (s) => t(s.aktywny ? 'treatments.yes' : 'treatments.no') },
        ]}
        rowActions={{
          label: t('treatments.actions'),
          actions: (s) => [
            editAction(t('treatments.subtypes.edit', { name: s.nazwa }), () => setOpen({ subtype: s })),
          ],
        }}
      />
      {open && (
        <SubtypeDialog
          treatmentId={treatment.id}
          treatmentMinutes={minutes}
          subtype={open.subtype}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
