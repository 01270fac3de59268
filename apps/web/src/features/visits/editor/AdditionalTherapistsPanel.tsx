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
import { ADDITIONAL_THERAPIST_TYPE_REQUIRED } from '@wizytownik/contracts';
import { useVisitForm } from './fields.tsx';
import { useEditorCompanySettings, useVisitTypeOptions } from './hooks.ts';
import { fill, VISIT_EDITOR_TEXTS as T } from './texts.ts';
import type { TherapistOption } from './TherapistField.tsx';
import { useLoadError } from './useLoadError.ts';

export interface AdditionalTherapistsPanelProps {
  /** The main therapist picker's options; the main therapist and those already added are left out. */
  readonly options: readonly TherapistOption[];
  /** A closed visit, or a user without the edit permission: the list is only shown. */
  readonly readOnly: boolean;
}

const labelOf = (o: TherapistOption) => (o.isActive ? o.label : `${o.label} (${T.inactive})`);

/**
 * Additional therapists of a visit (§2.3), each with a visit type of their own, shown when the
 * company setting showAdditionalTherapistsForVisitCreation is on. A therapist with visit types needs
 * one chosen before being added (§5); the list is saved with the visit.
 */
export function AdditionalTherapistsPanel({ options, readOnly }: AdditionalTherapistsPanelProps) {
  const settings = useEditorCompanySettings();
  useLoadError(settings.error, T.settingsFailed);
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
  const types = useVisitTypeOptions(candidate?.userId ?? 0);
  useLoadError(types.error, T.visitTypesFailed);
  if (settings.data?.showAdditionalTherapistsForVisitCreation !== true) return null;

  const typeOptions = candidate ? (types.data ?? []) : [];
  const hasTypes = typeOptions.some((t) => t.aktywna);

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
    const type = typeOptions.find((t) => t.id === typeId) ?? null;
    if (hasTypes && !type) {
      setProblem(ADDITIONAL_THERAPIST_TYPE_REQUIRED);
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
    <Box component="section" aria-label={T.additionalTherapists} sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{T.additionalTherapists}</Typography>
      {added.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.noAdditionalTherapists}
        </Typography>
      ) : (
        <List dense aria-label={T.additionalTherapists}>
          {added.map((a) => (
            <ListItem
              key={a.id}
              disableGutters
              secondaryAction={
                readOnly ? undefined : (
                  <IconButton
                    edge="end"
                    aria-label={fill(T.removeAdditionalTherapist, { name: a.name })}
                    onClick={() => remove(a.id)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={a.name} secondary={a.typWizyty ?? T.noVisitType} />
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
            label={T.additionalTherapist}
            value={candidateId ?? ''}
            onChange={(event) => pickTherapist(event.target.value === '' ? null : Number(event.target.value))}
          >
            {available.map((o) => (
              <MenuItem key={o.therapistId} value={o.therapistId} disabled={!o.isActive}>
                {labelOf(o)}
              </MenuItem>
            ))}
          </TextField>
          {typeOptions.length > 0 && (
            <TextField
              select
              fullWidth
              margin="normal"
              label={T.additionalVisitType}
              value={typeId ?? ''}
              onChange={(event) => {
                setTypeId(event.target.value === '' ? null : Number(event.target.value));
                setProblem(null);
              }}
              error={problem !== null}
              helperText={problem}
            >
              {typeOptions.map((t) => (
                <MenuItem key={t.id} value={t.id} disabled={!t.aktywna}>
                  {t.dlugosc_wizyty > 0 ? `${t.nazwa} (${t.dlugosc_wizyty} min)` : t.nazwa}
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
            {T.addAdditionalTherapist}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
