import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { VisitDetails } from '@wizytownik/contracts';
import { isActionAllowed, type VisitStatus } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { FormDateField } from '../../../ui/DateField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { RichTextEditor } from '../../../ui/RichTextEditor.tsx';
import { FormTimeField } from '../../../ui/TimeField.tsx';
import { useTexts } from '../../../app/texts.ts';
import { PatientPicker, QuickAddPatientDialog } from '../../patients/index.ts';
import { AdditionalTherapistsPanel } from './AdditionalTherapistsPanel.tsx';
import { PatientFacts } from './PatientFacts.tsx';
import { TherapistField, type TherapistOption } from './TherapistField.tsx';
import { IdSelectField, useVisitForm } from './fields.tsx';
import { useOrganizationalUnits } from '../../../api/organizational-units.ts';
import { useRoomOptions } from '../../../api/rooms.ts';
import { useLoadError } from './useLoadError.ts';
import { VisitToggles } from './VisitToggles.tsx';
import { TreatmentFields } from './TreatmentFields.tsx';
import { useTherapistUnitDefault } from './unit-default.ts';
import { VisitTypeField } from './VisitTypeField.tsx';
import { formInstant, timeAfter } from './visit-form.ts';

export interface GeneralTabProps {
  /** The saved visit; null for a new one. */
  readonly visit: VisitDetails | null;
  readonly therapists: { readonly options: readonly TherapistOption[]; readonly loading: boolean };
  /** Rooms (and for a new visit therapists) are those of this outpost. */
  readonly outpostId: number | null;
  /** With IntegracjaP1: the organizational unit is shown and required. */
  readonly showUnits: boolean;
  /** With Fizykoterapia: the treatment and subtype selects are shown (and a treatment or visit type required). */
  readonly showTreatments: boolean;
  /** A closed visit, or a user without the edit permission: nothing can be changed. */
  readonly readOnly: boolean;
  /** The visit type may change (status 0 or 1). */
  readonly visitTypeEnabled: boolean;
  readonly onChanged?: () => void;
}

function Row({ children }: { readonly children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        columnGap: 2,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The editor's 'Ogólne' tab (§2.3): date and times, patient, therapist, treatment and subtype
 * (physiotherapy) or the therapist's visit type, room, organizational unit, additional therapists,
 * notes and the visit's switches.
 */
export function GeneralTab({
  visit,
  therapists,
  outpostId,
  showUnits,
  showTreatments,
  readOnly,
  visitTypeEnabled,
  onChanged,
}: GeneralTabProps) {
  const t = useTexts();
  const access = useAccess();
  const { control, getValues, setValue } = useVisitForm();
  const { field: client, fieldState: clientState } = useController({ control, name: 'client' });
  const therapistId = useWatch({ control, name: 'therapistId' });
  // §2.3: the therapist visit type is chosen only for a visit without a treatment.
  const treatmentId = useWatch({ control, name: 'zabiegId' });
  const notes = useController({ control, name: 'notes' }).field;
  const [adding, setAdding] = useState(false);
  const rooms = useRoomOptions(outpostId);
  useLoadError(rooms.error, t('visitEditor.roomsFailed'));
  const units = useOrganizationalUnits(showUnits);
  useLoadError(units.error, t('visitEditor.unitsFailed'));
  const onUnitChosen = useTherapistUnitDefault({
    enabled: showUnits && visit === null,
    therapists: therapists.options,
    units: units.data,
  });
  const canQuickAdd = access.isGranted('Wizytownik_Klienci_Edycja') && !readOnly;
  const canChangeTherapist = visit === null || access.isGranted('Wizytownik_Wizyty_Zmiana_Pracownika');
  const chosen = therapists.options.find((o) => o.therapistId === therapistId);

  // §4.3: on a new visit the therapist's default visit time sets the end.
  const onTherapistChosen = (therapist: TherapistOption | null) => {
    setValue('typWizytyTerapeutyId', null, { shouldDirty: true });
    // The main therapist cannot also be an additional one.
    const additional = getValues('additionalTherapists');
    if (therapist && additional.some((a) => a.id === therapist.therapistId)) {
      setValue(
        'additionalTherapists',
        additional.filter((a) => a.id !== therapist.therapistId),
        { shouldDirty: true },
      );
    }
    if (visit !== null || !therapist) return;
    const minutes = therapist.visitTime;
    const start = formInstant(getValues('date'), getValues('startTime'));
    if (minutes && minutes > 0 && start) {
      setValue('endTime', timeAfter(start, minutes), { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Row>
        <FormDateField
          control={control}
          name="date"
          label={t('visitEditor.date')}
          required
          disabled={readOnly}
        />
        <FormTimeField
          control={control}
          name="startTime"
          label={t('visitEditor.start')}
          disabled={readOnly}
        />
        <FormTimeField control={control} name="endTime" label={t('visitEditor.end')} disabled={readOnly} />
      </Row>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          {readOnly ? (
            <ReadOnlyField
              label={t('visitEditor.patient')}
              value={client.value ? `${client.value.surname} ${client.value.name}` : ''}
            />
          ) : (
            <PatientPicker
              value={client.value}
              onChange={(patient) => client.onChange(patient)}
              label={t('visitEditor.patient')}
              required
              error={clientState.error?.message}
            />
          )}
        </Box>
        {canQuickAdd && (
          <Tooltip title={t('visitEditor.addPatient')}>
            <IconButton
              aria-label={t('visitEditor.addPatient')}
              onClick={() => setAdding(true)}
              sx={{ mt: 1 }}
            >
              <PersonAddOutlined />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <PatientFacts pesel={client.value?.pesel ?? null} />
      <Row>
        <TherapistField
          options={therapists.options}
          loading={therapists.loading}
          disabled={readOnly || !canChangeTherapist}
          onChosen={(therapist) => void onTherapistChosen(therapist)}
        />
        {showTreatments && <TreatmentFields disabled={readOnly} />}
        {(!showTreatments || treatmentId === null) && (
          <VisitTypeField
            userId={chosen?.userId ?? 0}
            visitId={visit?.id ?? null}
            disabled={readOnly || !visitTypeEnabled}
            onChanged={onChanged}
          />
        )}
      </Row>
      <Row>
        <IdSelectField
          name="roomId"
          label={t('visitEditor.room')}
          emptyLabel={t('visitEditor.noRoom')}
          options={(rooms.data ?? []).map((r) => ({ id: r.id, label: r.name }))}
          disabled={readOnly}
        />
        {showUnits && (
          <IdSelectField
            name="organizationalUnitId"
            label={t('visitEditor.unit')}
            required
            options={(units.data ?? []).map((u) => ({ id: u.id, label: u.nazwa, disabled: !u.is_active }))}
            disabled={readOnly}
            onChosen={onUnitChosen}
          />
        )}
      </Row>
      <AdditionalTherapistsPanel options={therapists.options} readOnly={readOnly} />
      <RichTextEditor
        label={t('visitEditor.notes')}
        value={notes.value}
        onChange={notes.onChange}
        disabled={readOnly}
      />
      {visit && (
        <>
          <ReadOnlyField label={t('visitEditor.notesForReception')} value={visit.notesForReception ?? ''} />
          <VisitToggles
            visit={visit}
            disabled={
              !access.isGranted('Wizytownik_Wizyty_Edycja') ||
              !isActionAllowed('toggleSwitch', visit.status as VisitStatus)
            }
            onChanged={onChanged}
          />
        </>
      )}
      {adding && (
        <QuickAddPatientDialog
          kind="patient"
          onClose={() => setAdding(false)}
          onAdded={(patient) => client.onChange(patient)}
        />
      )}
    </Box>
  );
}
