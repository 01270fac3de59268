import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VisitDetails } from '@wizytownik/contracts';
import { formatAmount, formatDate } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';

/** The patient's credit (§2.3, §4.3): balance, limit and validity; shown only when credit is granted. */
export function CreditBlock({ visit }: { readonly visit: VisitDetails }) {
  const t = useTexts();
  if (!visit.kredyt) return null;
  return (
    <Box component="section" aria-label={t('credit.tab')} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">
        {t('credit.tab')}
      </Typography>
      <Typography>{t('credit.balance', { amount: formatAmount(visit.aktualne_saldo) })}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        <ReadOnlyField label={t('patients.creditLimit')} value={formatAmount(visit.limit_kredytu ?? 0)} />
        <ReadOnlyField
          label={t('patients.creditValidity')}
          value={visit.waznosc_kredytu ? formatDate(visit.waznosc_kredytu) : ''}
        />
      </Box>
    </Box>
  );
}
