import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OrderedTreatment } from '@wizytownik/contracts';
import { clinicDateTime, formatDate, formatTime } from '@wizytownik/domain';
import { useDeleteOrderedTreatment, useOrderedTreatments } from '../../../api/ordered-treatments.ts';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { ListTable } from '../../../ui/ListTable.tsx';
import { deleteAction } from '../../../ui/RowActions.tsx';
import { visitError } from '../editor/errors.ts';
import { OrderTreatmentDialog } from './OrderTreatmentDialog.tsx';

/** The company feature the ordered treatments and the day summary belong to. */
export const PHYSIOTHERAPY_FEATURE = 'Fizykoterapia';
/** Ordering and deleting ordered treatments (spec 000 §6). */
export const ORDER_PERMISSION = 'Wizytownik_ZabiegiZlecanie';

/** True when the clinic has physiotherapy (the panel and the day summary are shown only then). */
export function usePhysiotherapyOn(): boolean {
  return useAccess().features?.has(PHYSIOTHERAPY_FEATURE) === true;
}

export interface OrderedTreatmentsPanelProps {
  readonly visitId: number;
  /** The visit's start (an instant): the order dialog opens on its day. */
  readonly visitStart: string;
  /** A closed visit's course, or a cancelled visit: the list only. */
  readonly readOnly: boolean;
  /** The heading over the list; left out inside a panel that has its own title. */
  readonly showTitle?: boolean;
}

/**
 * 'Zlecone zabiegi' of a visit (spec 000 §2.3 'Przebieg wizyty', §2.4 step 4): its ordered treatments
 * (treatment, subtype, date, hours) for whoever sees the visit; 'Zleć zabieg' and the delete for users
 * with Wizytownik_ZabiegiZlecanie. Nothing at all without the feature Fizykoterapia.
 */
export function OrderedTreatmentsPanel({
  visitId,
  visitStart,
  readOnly,
  showTitle = true,
}: OrderedTreatmentsPanelProps) {
  const t = useTexts();
  const access = useAccess();
  const on = usePhysiotherapyOn();
  const { notify, showError } = useFeedback();
  const list = useOrderedTreatments(visitId, on);
  const remove = useDeleteOrderedTreatment();
  const [ordering, setOrdering] = useState(false);
  if (!on) return null;
  const canOrder = !readOnly && access.isGranted(ORDER_PERMISSION);
  const hours = (x: OrderedTreatment) =>
    t('orderedTreatments.hoursRange', { from: formatTime(x.start), to: formatTime(x.koniec) });
  const day = (x: OrderedTreatment) => formatDate(clinicDateTime(new Date(x.start)).date);

  const onDelete = async (x: OrderedTreatment) => {
    try {
      await remove.mutateAsync({ id: x.id });
      notify(t('orderedTreatments.deleted'));
    } catch (error) {
      showError(visitError(error, t('orderedTreatments.deleteFailed')));
    }
  };

  return (
    <Stack spacing={1}>
      {(showTitle || canOrder) && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h4" sx={{ flex: 1 }}>
            {showTitle ? t('orderedTreatments.panel') : ''}
          </Typography>
          {canOrder && (
            <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setOrdering(true)}>
              {t('orderedTreatments.order')}
            </Button>
          )}
        </Stack>
      )}
      <ListTable
        label={t('orderedTreatments.list')}
        query={list}
        failedText={t('orderedTreatments.loadFailed')}
        emptyText={t('orderedTreatments.empty')}
        rows={list.data ?? []}
        rowKey={(x) => x.id}
        columns={[
          { label: t('orderedTreatments.treatment'), cell: (x) => x.nazwaZabiegu },
          { label: t('orderedTreatments.subtype'), cell: (x) => x.podtyp ?? '—' },
          { label: t('orderedTreatments.date'), cell: day },
          { label: t('orderedTreatments.hours'), cell: hours },
        ]}
        {...(canOrder
          ? {
              rowActions: {
                label: t('orderedTreatments.actions'),
                actions: (x: OrderedTreatment) => [
                  deleteAction(
                    t('orderedTreatments.delete', { name: x.nazwaZabiegu, date: day(x), hours: hours(x) }),
                    t('orderedTreatments.confirmDelete'),
                    () => void onDelete(x),
                  ),
                ],
              },
            }
          : {})}
      />
      {ordering && (
        <OrderTreatmentDialog
          visitId={visitId}
          date={clinicDateTime(new Date(visitStart)).date}
          onClose={() => setOrdering(false)}
        />
      )}
    </Stack>
  );
}
