import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AddTherapistGroupInput, type TherapistGroupDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { deleteAction, editAction } from '../../../ui/RowActions.tsx';
import { useDeleteRow } from '../../../ui/useDeleteRow.ts';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { useAddTherapistGroup, useDeleteTherapistGroup, useUpdateTherapistGroup } from './hooks.ts';
import { useTherapistGroups } from '../../../api/therapist-groups.ts';
import { ListTab } from './ListTab.tsx';

type GroupForm = z.input<typeof AddTherapistGroupInput>;
type GroupValues = z.output<typeof AddTherapistGroupInput>;

function GroupDialog({
  group,
  onClose,
}: {
  readonly group: TherapistGroupDto | null;
  readonly onClose: () => void;
}) {
  const t = useTexts();
  const { notify } = useFeedback();
  const add = useAddTherapistGroup();
  const update = useUpdateTherapistGroup();
  const form = useForm<GroupForm, unknown, GroupValues>({
    resolver: zodResolver(AddTherapistGroupInput),
    defaultValues: { name: group?.name ?? '' },
  });
  const submit = useFormSubmit(
    form,
    ['name'],
    async (values) => {
      if (group) await update.mutateAsync({ ...values, id: group.id });
      else await add.mutateAsync(values);
      notify(t('companySettings.saved'));
      onClose();
    },
    t('companySettings.groups.saveFailed'),
  );
  return (
    <FormDialog
      width={500}
      title={t(group ? 'companySettings.groups.editTitle' : 'companySettings.groups.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('companySettings.save')}
      submitting={form.formState.isSubmitting}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('companySettings.groups.name')}
        required
        autoFocus
      />
    </FormDialog>
  );
}

/** 'Grupy pracowników': name with edit and delete (after a confirmation). */
export function GroupsTab() {
  const t = useTexts();
  const deleteRow = useDeleteRow();
  const groups = useTherapistGroups();
  const remove = useDeleteTherapistGroup();
  const [editing, setEditing] = useState<TherapistGroupDto | null | undefined>(undefined);
  const onDelete = (group: TherapistGroupDto) =>
    deleteRow(
      () => remove.mutateAsync({ id: group.id }),
      t('companySettings.groups.deleted'),
      t('companySettings.groups.deleteFailed'),
    );
  return (
    <>
      <ListTab
        label={t('companySettings.tab.groups')}
        query={groups}
        rowKey={(row) => row.id}
        failedText={t('companySettings.groups.loadFailed')}
        emptyText={t('companySettings.groups.empty')}
        addLabel={t('companySettings.groups.add')}
        onAdd={() => setEditing(null)}
        columns={[{ label: t('companySettings.groups.name'), cell: (g) => g.name }]}
        actions={(g) => [
          editAction(t('companySettings.groups.edit', { name: g.name }), () => setEditing(g)),
          deleteAction(
            t('companySettings.groups.delete', { name: g.name }),
            t('companySettings.groups.confirmDelete'),
            () => void onDelete(g),
          ),
        ]}
      />
      {editing !== undefined && <GroupDialog group={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
