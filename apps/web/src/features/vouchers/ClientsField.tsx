import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTexts } from '../../app/texts.ts';
import { PatientPicker, patientLabel } from '../patients/PatientPicker.tsx';

/** A patient a voucher belongs to. */
export interface VoucherClientChoice {
  readonly id: number;
  readonly name: string;
  readonly surname: string;
}

/**
 * The patients of a voucher (spec 001 §5): each as a chip that can be taken off, and a patient search
 * (debounced 500 ms, 20 by surname) that adds one. The form field holds the patients; the server's
 * 'Nie wybrano klientów.' shows under them.
 */
export function ClientsField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
}: {
  readonly control: Control<T, unknown, TOut>;
  readonly name: FieldPath<T>;
}) {
  const t = useTexts();
  const { field, fieldState } = useController({ control, name });
  const clients = (field.value ?? []) as readonly VoucherClientChoice[];
  // The search starts empty again after each patient added.
  const [search, setSearch] = useState(0);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="body2" color="textSecondary">
        {t('vouchers.clients')}
      </Typography>
      <Box
        role="list"
        aria-label={t('vouchers.clients')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
      >
        {clients.length === 0 && (
          <Typography variant="body2" color="textSecondary">
            {t('vouchers.noClientsYet')}
          </Typography>
        )}
        {clients.map((client) => (
          <Chip
            key={client.id}
            role="listitem"
            aria-label={patientLabel(client)}
            label={patientLabel(client)}
            onDelete={() => field.onChange(clients.filter((c) => c.id !== client.id))}
            deleteIcon={
              <CancelOutlined
                role="button"
                aria-label={t('vouchers.removeClient', { name: patientLabel(client) })}
                aria-hidden={false}
              />
            }
          />
        ))}
      </Box>
      <PatientPicker
        key={search}
        value={null}
        label={t('vouchers.addClient')}
        onChange={(patient) => {
          if (!patient) return;
          if (!clients.some((c) => c.id === patient.id)) {
            field.onChange([...clients, { id: patient.id, name: patient.name, surname: patient.surname }]);
          }
          setSearch((n) => n + 1);
        }}
      />
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
