import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CreditEntryDto } from '@wizytownik/contracts';
import type { TextKey } from '@wizytownik/domain';
import { formatAmount, formatDateTime, formatMoney } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { IconAction } from '../../../ui/IconAction.tsx';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');

/** How the delete button and its confirmation name a payment: its amount and when it was paid. */
export const paymentValues = (entry: CreditEntryDto) => ({
  amount: formatAmount(entry.wartosc),
  date: when(entry.data_wplaty),
});

interface CreditTableProps {
  readonly entries: readonly CreditEntryDto[];
  /** Present only for a user with Wizytownik_KlienciKredyty_Usuwanie. */
  readonly onDelete?: (entry: CreditEntryDto) => void;
}

/** One page of the credit account: payments (and visit charges once visits charge the account). */
export function CreditTable({ entries, onDelete }: CreditTableProps) {
  const t = useTexts();
  return (
    <Table size="small" aria-label={t('credit.tab')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('credit.col.paidAt')}</TableCell>
          <TableCell>{t('credit.col.type')}</TableCell>
          <TableCell align="right">{t('credit.col.amount')}</TableCell>
          <TableCell>{t('credit.col.visitStart')}</TableCell>
          <TableCell align="right">{t('credit.col.visitLength')}</TableCell>
          <TableCell>{t('credit.col.therapist')}</TableCell>
          {onDelete && <TableCell align="right">{t('credit.col.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} hover>
            <TableCell>{when(entry.data_wplaty)}</TableCell>
            <TableCell>
              {entry.typ === null ? t('credit.charge') : t(`credit.type.${entry.typ}` as TextKey)}
            </TableCell>
            <TableCell align="right">{formatMoney(entry.wartosc)}</TableCell>
            <TableCell>{when(entry.start_wizyty)}</TableCell>
            <TableCell align="right">{entry.dlugosc_wizyty}</TableCell>
            <TableCell>{entry.terapeuta}</TableCell>
            {onDelete && (
              <TableCell align="right">
                {entry.typ !== null && (
                  <IconAction
                    label={t('credit.delete', paymentValues(entry))}
                    onClick={() => onDelete(entry)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconAction>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
