import { useState } from 'react';
import { AddOrganizationalUnitInput, type OrganizationalUnitDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { editAction } from '../../../ui/RowActions.tsx';
import { ActiveItemDialog } from './ActiveItemDialog.tsx';
import { useOrganizationalUnits } from '../../../api/organizational-units.ts';
import { useAddOrganizationalUnit, useUpdateOrganizationalUnit } from './hooks.ts';
import { ListTab } from './ListTab.tsx';

function UnitDialog({
  unit,
  onClose,
}: {
  readonly unit: OrganizationalUnitDto | null;
  readonly onClose: () => void;
}) {
  const t = useTexts();
  const add = useAddOrganizationalUnit();
  const update = useUpdateOrganizationalUnit();
  return (
    <ActiveItemDialog
      title={t(unit ? 'companySettings.units.editTitle' : 'companySettings.units.addTitle')}
      schema={AddOrganizationalUnitInput}
      defaultValues={unit ?? { nazwa: '', kod_resortowy: '', is_active: true }}
      fields={[
        { name: 'kod_resortowy', label: t('companySettings.units.code'), required: true },
        { name: 'nazwa', label: t('companySettings.units.name'), required: true },
      ]}
      active={{ name: 'is_active', label: t('companySettings.units.active') }}
      save={(values) => (unit ? update.mutateAsync({ ...values, id: unit.id }) : add.mutateAsync(values))}
      failedText={t('companySettings.units.saveFailed')}
      onClose={onClose}
    />
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
          { label: t('companySettings.units.code'), cell: (u) => u.kod_resortowy },
          { label: t('companySettings.units.name'), cell: (u) => u.nazwa },
          {
            label: t('companySettings.units.active'),
            cell: (u) => t(u.is_active ? 'companySettings.yes' : 'companySettings.no'),
          },
        ]}
        actions={(u) => [editAction(t('companySettings.units.edit', { name: u.nazwa }), () => setEditing(u))]}
      />
      {editing !== undefined && <UnitDialog unit={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
