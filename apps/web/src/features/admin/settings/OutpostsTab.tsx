import EditOutlined from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { InsertAdditionalOutpostInput, type AdditionalOutpostDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { IconAction } from '../../../ui/IconAction.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { useOutposts } from '../../../api/outposts.ts';
import { useInsertAdditionalOutpost, useUpdateAdditionalOutpost } from './hooks.ts';
import { ListTab } from './ListTab.tsx';

type OutpostForm = z.input<typeof InsertAdditionalOutpostInput>;
type OutpostValues = z.output<typeof InsertAdditionalOutpostInput>;
const FIELDS = ['name', 'addressLine1', 'addressLine2', 'postcode', 'city', 'isActive'] as const;
const EMPTY: OutpostForm = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  postcode: '',
  city: '',
  isActive: true,
};

function OutpostDialog({
  outpost,
  onClose,
}: {
  readonly outpost: AdditionalOutpostDto | null;
  readonly onClose: () => void;
}) {
  const t = useTexts();
  const { notify } = useFeedback();
  const insert = useInsertAdditionalOutpost();
  const update = useUpdateAdditionalOutpost();
  const form = useForm<OutpostForm, unknown, OutpostValues>({
    resolver: zodResolver(InsertAdditionalOutpostInput),
    defaultValues: outpost ?? EMPTY,
  });
  const submit = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      if (outpost) await update.mutateAsync({ ...values, id: outpost.id });
      else await insert.mutateAsync(values);
      notify(t('companySettings.saved'));
      onClose();
    },
    t('companySettings.outposts.saveFailed'),
  );
  const { control, formState } = form;
  return (
    <FormDialog
      width={500}
      title={t(outpost ? 'companySettings.outposts.editTitle' : 'companySettings.outposts.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('companySettings.save')}
      submitting={formState.isSubmitting}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('companySettings.outposts.name')}
        required
        autoFocus
      />
      <FormTextField
        control={control}
        name="addressLine1"
        label={t('companySettings.outposts.addressLine1')}
        required
      />
      <FormTextField
        control={control}
        name="addressLine2"
        label={t('companySettings.outposts.addressLine2')}
      />
      <FormTextField
        control={control}
        name="postcode"
        label={t('companySettings.outposts.postcode')}
        placeholder="00-000"
      />
      <FormTextField control={control} name="city" label={t('companySettings.outposts.city')} required />
      <CheckboxField control={control} name="isActive" label={t('companySettings.outposts.active')} />
    </FormDialog>
  );
}

const address = (o: AdditionalOutpostDto) =>
  [o.addressLine1, o.addressLine2, [o.postcode, o.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** 'Dodatkowe placówki' (Wizytownik_SystemAdmin): name, active TAK/NIE, address. */
export function OutpostsTab() {
  const t = useTexts();
  const outposts = useOutposts();
  const [editing, setEditing] = useState<AdditionalOutpostDto | null | undefined>(undefined);
  return (
    <>
      <ListTab
        label={t('companySettings.tab.outposts')}
        query={outposts}
        rowKey={(row) => row.id}
        failedText={t('companySettings.outposts.loadFailed')}
        emptyText={t('companySettings.outposts.empty')}
        addLabel={t('companySettings.outposts.add')}
        onAdd={() => setEditing(null)}
        columns={[
          { header: t('companySettings.outposts.name'), cell: (o) => o.name },
          {
            header: t('companySettings.outposts.active'),
            cell: (o) => t(o.isActive ? 'companySettings.yes' : 'companySettings.no'),
          },
          { header: t('companySettings.outposts.address'), cell: address },
        ]}
        actions={(o) => (
          <IconAction
            label={t('companySettings.outposts.edit', { name: o.name })}
            onClick={() => setEditing(o)}
          >
            <EditOutlined />
          </IconAction>
        )}
      />
      {editing !== undefined && <OutpostDialog outpost={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
