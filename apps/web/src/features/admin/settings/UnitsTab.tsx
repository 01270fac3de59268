import EditOutlined from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AddOrganizationalUnitInput, type OrganizationalUnitDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { IconAction } from '../../../ui/IconAction.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { useOrganizationalUnits } from '../../../api/organizational-units.ts';
import { useAddOrganizationalUnit, useUpdateOrganizationalUnit } from './hooks.ts';
import { ListTab } from './ListTab.tsx';

type UnitForm = z.input<typeof AddOrganizationalUnitInput>;
type UnitValues = z.output<typeof AddOrganizationalUnitInput>;
const FIELDS = ['nazwa', 'kod_resortowy', 'is_active'] as const;

function UnitDialog({
  unit,
  onClose,
}: {
  readonly unit: OrganizationalUnitDto | null;
  readonly onClose: () => void;
}) {
  const t = useTexts();
  const { notify } = useFeedback();
  const add = useAddOrganizationalUnit();
  const update = useUpdateOrganizationalUnit();
  const form = useForm<UnitForm, unknown, UnitValues>({
    resolver: zodResolver(AddOrganizationalUnitInput),
    defaultValues: unit ?? { nazwa: '', kod_resortowy: '', is_active: true },
  });
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (unit) await update.mutateAsync({ ...values, id: unit.id });
      else await add.mutateAsync(values);
      notify(t('companySettings.saved'));
      onClose();
    },
    t('companySettings.units.saveFailed'),
  );
  const { control, formState } = form;
  return (
    <FormDialog
      width={500}
      title={t(unit ? 'companySettings.units.editTitle' : 'companySettings.units.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('companySettings.save')}
      submitting={formState.isSubmitting}
    >
      <FormTextField
        control={control}
        name="kod_resortowy"
        label={t('companySettings.units.code')}
        required
        autoFocus
      />
      <FormTextField control={control} name="nazwa" label={t('companySettings.units.name')} required />
      <CheckboxField control={control} name="is_active" label={t('companySettings.units.active')} />
    </FormDialog>
  );
}

/** 'Komórki organizacyjne' (with IntegracjaP1): resort code, name, active. */
export function UnitsTab() {
  const t = useTexts();
  const units = useOrganizationalUnits();
  const [editing, setEditing] = useState<OrganizationalUnitDto | null | undefined>(undefined);
  return (
    <>
      <ListTab
        label={t('companySettings.tab.units')}
        query={units}
        rowKey={(row) => row.id}
        failedText={t('companySettings.units.loadFailed')}
        emptyText={t('companySettings.units.empty')}
        addLabel={t('companySettings.units.add')}
        onAdd={() => setEditing(null)}
        columns={[
          { header: t('companySettings.units.code'), cell: (u) => u.kod_resortowy },
          { header: t('companySettings.units.name'), cell: (u) => u.nazwa },
          {
            header: t('companySettings.units.active'),
            cell: (u) => t(u.is_active ? 'companySettings.yes' : 'companySettings.no'),
          },
        ]}
        actions={(u) => (
          <IconAction
            label={t('companySettings.units.edit', { name: u.nazwa })}
            onClick={() => setEditing(u)}
          >
            <EditOutlined />
          </IconAction>
        )}
      />
      {editing !== undefined && <UnitDialog unit={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
