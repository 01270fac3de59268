import { useState } from 'react';
import type { z } from 'zod';
import { InsertAdditionalOutpostInput, type AdditionalOutpostDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { editAction } from '../../../ui/RowActions.tsx';
import { ActiveItemDialog } from './ActiveItemDialog.tsx';
import { useOutposts } from '../../../api/outposts.ts';
import { useInsertAdditionalOutpost, useUpdateAdditionalOutpost } from './hooks.ts';
import { ListTab } from './ListTab.tsx';

type OutpostForm = z.input<typeof InsertAdditionalOutpostInput>;
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
  const insert = useInsertAdditionalOutpost();
  const update = useUpdateAdditionalOutpost();
  return (
    <ActiveItemDialog
      title={t(outpost ? 'companySettings.outposts.editTitle' : 'companySettings.outposts.addTitle')}
      schema={InsertAdditionalOutpostInput}
      defaultValues={outpost ?? EMPTY}
      fields={[
        { name: 'name', label: t('companySettings.outposts.name'), required: true },
        { name: 'addressLine1', label: t('companySettings.outposts.addressLine1'), required: true },
        { name: 'addressLine2', label: t('companySettings.outposts.addressLine2') },
        { name: 'postcode', label: t('companySettings.outposts.postcode'), placeholder: '00-000' },
        { name: 'city', label: t('companySettings.outposts.city'), required: true },
      ]}
      active={{ name: 'isActive', label: t('companySettings.outposts.active') }}
      save={(values) =>
        outpost ? update.mutateAsync({ ...values, id: outpost.id }) : insert.mutateAsync(values)
      }
      failedText={t('companySettings.outposts.saveFailed')}
      onClose={onClose}
    />
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
          { label: t('companySettings.outposts.name'), cell: (o) => o.name },
          {
            label: t('companySettings.outposts.active'),
            cell: (o) => t(o.isActive ? 'companySettings.yes' : 'companySettings.no'),
          },
          { label: t('companySettings.outposts.address'), cell: address },
        ]}
        actions={(o) => [
          editAction(t('companySettings.outposts.edit', { name: o.name }), () => setEditing(o)),
        ]}
      />
      {editing !== undefined && <OutpostDialog outpost={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
