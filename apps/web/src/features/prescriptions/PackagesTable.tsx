import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Typography from '@mui/material/Typography';
import { PRESCRIPTION_PACKAGE_STATUS, type PakietReceptListItem } from '@wizytownik/contracts';
import { formatDateTime } from '@wizytownik/domain';
import { useTexts } from '../../app/texts.ts';
import { ListTable, type ListTableProps } from '../../ui/ListTable.tsx';
import { deleteAction, editAction, type RowAction } from '../../ui/RowActions.tsx';

/** What the user can do with a package; the table offers each where the package's status allows. */
export interface PackageActions {
  readonly onEdit: (pakiet: PakietReceptListItem) => void;
  readonly onDelete: (pakiet: PakietReceptListItem) => void;
  readonly onCheck: (pakiet: PakietReceptListItem) => void;
  readonly onSend: (pakiet: PakietReceptListItem) => void;
  readonly onView: (pakiet: PakietReceptListItem) => void;
  readonly onPrint: (pakiet: PakietReceptListItem) => void;
  readonly onSms: (pakiet: PakietReceptListItem) => void;
}

type PackagesTableProps = Omit<
  ListTableProps<PakietReceptListItem>,
  'label' | 'columns' | 'rowKey' | 'rowActions' | 'sort'
> &
  PackageActions;

const statusKey = (status: number) =>
  status === PRESCRIPTION_PACKAGE_STATUS.wyslana
    ? 'prescriptions.status.1'
    : status === PRESCRIPTION_PACKAGE_STATUS.anulowana
      ? 'prescriptions.status.2'
      : 'prescriptions.status.0';

/**
 * One page of the patient's packages (spec 001 §2 'Recepty pacjenta'): creation date, creator, status,
 * drugs and the code; a new package is edited, deleted, checked and sent, a sent one printed, its code
 * sent by SMS and its prescriptions shown (each cancellable there).
 */
export function PackagesTable({
  onEdit,
  onDelete,
  onCheck,
  onSend,
  onView,
  onPrint,
  onSms,
  ...list
}: PackagesTableProps) {
  const t = useTexts();
  const actions = (pakiet: PakietReceptListItem): RowAction[] => {
    const date = formatDateTime(pakiet.createDate);
    const action = (label: string, icon: RowAction['icon'], run: (p: PakietReceptListItem) => void) => ({
      label,
      icon,
      onClick: () => run(pakiet),
    });
    if (pakiet.status === PRESCRIPTION_PACKAGE_STATUS.nowa)
      return [
        editAction(t('prescriptions.edit', { date }), () => onEdit(pakiet)),
        action(t('prescriptions.check', { date }), <FactCheckOutlined fontSize="small" />, onCheck),
        action(t('prescriptions.send', { date }), <SendOutlined fontSize="small" />, onSend),
        deleteAction(t('prescriptions.delete', { date }), t('prescriptions.deleteConfirm'), () =>
          onDelete(pakiet),
        ),
      ];
    const view = action(t('prescriptions.view', { date }), <ListAltOutlined fontSize="small" />, onView);
    if (pakiet.status !== PRESCRIPTION_PACKAGE_STATUS.wyslana) return [view];
    return [
      view,
      action(t('prescriptions.print', { date }), <PrintOutlined fontSize="small" />, onPrint),
      action(t('prescriptions.sms', { date }), <SmsOutlined fontSize="small" />, onSms),
    ];
  };
  return (
    <ListTable
      {...list}
      label={t('prescriptions.table')}
      rowKey={(pakiet) => pakiet.id}
      columns={[
        {
          label: t('prescriptions.col.createDate'),
          cell: (pakiet) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(pakiet.createDate)}</span>,
        },
        { label: t('prescriptions.col.creator'), cell: (pakiet) => pakiet.tworca },
        { label: t('prescriptions.col.status'), cell: (pakiet) => t(statusKey(pakiet.status)) },
        { label: t('prescriptions.col.drugs'), cell: (pakiet) => pakiet.leki },
        {
          label: t('prescriptions.col.code'),
          cell: (pakiet) =>
            pakiet.kod_recepty && (
              <Typography
                component="span"
                sx={{ fontFamily: 'monospace', fontWeight: 'bold', fontSize: '1.1rem' }}
              >
                {pakiet.kod_recepty}
              </Typography>
            ),
        },
      ]}
      rowActions={{ label: t('prescriptions.col.actions'), actions }}
    />
  );
}
