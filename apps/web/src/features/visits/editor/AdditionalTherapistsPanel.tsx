import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useVisitForm } from './fields.tsx';
import { useCompanySettings } from '../../../api/company-settings.ts';
import { useTherapistVisitTypes } from '../../../api/therapists.ts';
import { useTexts } from '../../../app/texts.ts';
import type { TherapistOption } from './TherapistField.tsx';
import { useLoadError } from './useLoadError.ts';

export interface AdditionalTherapistsPanelProps {
  /** The main therapist picker's options; the main therapist and those already added are left out. */
  readonly options: readonly TherapistOption[];
  /** A closed visit, or a user without the edit permission: the list is only shown. */
  readonly readOnly: boolean;
}

/**
 * Additional therapists of a visit (§2.3), each with a visit type of their own, shown when the
 * company setting showAdditionalTherapistsForVisitCreation is on. A therapist with visit types needs
 * one chosen before being added (§5); the list is saved with the visit.
 */
export function AdditionalTherapistsPanel({ options, readOnly }: AdditionalTherapistsPanelProps) {
  const t = useTexts();
  const settings = useCompanySettings();
  useLoadError(settings.error, t('visitEditor.settingsFailed'));
  const { control, clearErrors } = useVisitForm();
  const { field, fieldState } = useController({ control, name: 'additionalTherapists' });
  const mainTherapistId = useWatch({ control, name: 'therapistId' });
  const added = field.value;
  const [candidateId, setCandidateId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const available = options.filter(
    (o) => o.therapistId !== mainTherapistId && !added.some((a) => a.id === o.therapistId),
  );
  const candidate = available.find((o) => o.therapistId === candidateId) ?? null;
  const types = useTherapistVisitTypes(candidate?.userId ?? 0);
  useLoadError(types.error, t('visitEditor.visitTypesFailed'));
  if (settings.data?.showAdditionalTherapistsForVisitCreation !== true) return null;

  const typeOptions = candidate ? (types.data ?? []) : [];
  const hasTypes = typeOptions.some((type) => type.aktywna);

  const pickTherapist = (id: number | null) => {
    setCandidateId(id);
    setTypeId(null);
    setProblem(null);
  };

  const change = (next: typeof added) => {
    field.onChange(next);
    clearErrors('additionalTherapists');
  };

  const add = () => {
    if (!candidate) return;
    const type = typeOptions.find((option) => option.id === typeId) ?? null;
    if (hasTypes && !type) {
      setProblem(t('contract.additionalTherapistTypeRequired'));
      return;
    }
    change([
      ...added,
      {
        id: candidate.therapistId,
        name: candidate.label,
        typWizyty: type?.nazwa ?? null,
        typWizytyId: type?.id ?? null,
      },
    ]);
    pickTherapist(null);
  };

  const remove = (id: number) => change(added.filter((a) => a.id !== id));

  return (
    <Box component="section" aria-label={t('visitEditor.additionalTherapists')} sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{t('visitEditor.additionalTherapists')}</Typography>
      {added.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('visitEditor.noAdditionalTherapists')}
        </Typography>
      ) : (
        <List dense aria-label={t('visitEditor.additionalTherapists')}>
          {added.map((a) => (
            <ListItem
              key={a.id}
              disableGutters
              secondaryAction={
                readOnly ? undefined : (
                  <IconButton
                    edge="end"
                    aria-label={t('visitEditor.removeAdditionalTherapist', { name: a.name })}
                    onClick={() => remove(a.id)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={a.name} secondary={a.typWizyty ?? t('visitEditor.noVisitType')} />
            </ListItem>
          ))}
        </List>
      )}
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      {!readOnly && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            select
            fullWidth
            margin="normal"
            label={t('visitEditor.additionalTherapist')}
            value={candidateId ?? ''}
            onChange={(event) => pickTherapist(event.target.value === '' ? null : Number(event.target.value))}
          >
            {available.map((o) => (
              <MenuItem key={o.therapistId} value={o.therapistId} disabled={!o.isActive}>
                {o.isActive ? o.label : t('visitEditor.inactiveTherapist', { name: o.label })}
              </MenuItem>
            ))}
          </TextField>
          {typeOptions.length > 0 && (
            <TextField
              select
              fullWidth
              margin="normal"
              label={t('visitEditor.additionalVisitType')}
              value={typeId ?? ''}
              onChange={(event) => {
                setTypeId(event.target.value === '' ? null : Number(event.target.value));
                setProblem(null);
              }}
              error={problem !== null}
              helperText={problem}
            >
              {typeOptions.map((type) => (
                <MenuItem key={type.id} value={type.id} disabled={!type.aktywna}>
                  {type.dlugosc_wizyty > 0
                    ? t('visitEditor.visitTypeOption', { name: type.nazwa, minutes: type.dlugosc_wizyty })
                    : type.nazwa}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button
            variant="outlined"
            onClick={add}
            disabled={!candidate || types.isFetching}
            sx={{ flexShrink: 0 }}
          >
            {t('visitEditor.addAdditionalTherapist')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
