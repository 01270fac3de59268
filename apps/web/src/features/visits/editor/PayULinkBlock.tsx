import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PayULink, VisitDetails } from '@wizytownik/contracts';
import { formatDateTime, formatMoney, VisitStatus } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useCreatePayULink, useVisitPayU } from '../../../api/payu.ts';
import { useTexts } from '../../../app/texts.ts';
import { IconAction } from '../../../ui/IconAction.tsx';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useCopyToClipboard } from '../../../ui/useCopyToClipboard.ts';
import { visitError } from './errors.ts';

/** A link the patient can still pay: not expired, not paid, not cancelled or rejected by PayU. */
const isLive = (link: PayULink) =>
  !link.expired &&
  (link.status === 'NEW' || link.status === 'PENDING' || link.status === 'WAITING_FOR_CONFIRMATION');

export interface PayULinkBlockProps {
  readonly visit: VisitDetails;
  /** After a link was made (the calendar follows). */
  readonly onChanged?: () => void;
}

/**
 * The card-payment link of the visit (feature PayU; spec 000 §2.3, §4.3): its last link with the
 * address to copy, status, amount and expiry ('Link PayU wygasł.' once past it), and a new link for
 * what is left to pay while none can be paid, not for a cancelled or closed visit, and only with
 * Wizytownik_Wizyty_Edycja. The server checks the same.
 */
export function PayULinkBlock({ visit, onChanged }: PayULinkBlockProps) {
  const t = useTexts();
  const access = useAccess();
  const { notify, showError } = useFeedback();
  const enabled = access.features?.has('PayU') === true;
  const state = useVisitPayU(visit.id, enabled);
  const create = useCreatePayULink(visit.id);
  if (!enabled) return null;

  const link = state.data?.link ?? null;
  const outstanding = state.data?.outstandingAmount ?? 0;
  const canCreate =
    access.isGranted('Wizytownik_Wizyty_Edycja') &&
    visit.status !== VisitStatus.Cancelled &&
    visit.status !== VisitStatus.Closed &&
    outstanding > 0 &&
    (link === null || !isLive(link));

  const createLink = async () => {
    try {
      await create.mutateAsync();
      notify(t('payu.linkCreated'));
      onChanged?.();
    } catch (error) {
      showError(visitError(error, t('payu.createFailed')));
    }
  };

  return (
    <Box component="section" aria-label={t('payu.block')} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">
        {t('payu.block')}
      </Typography>
      {state.isError && <Alert severity="error">{t('payu.loadFailed')}</Alert>}
      {state.isSuccess && link === null && (
        <Typography color="text.secondary">
          {outstanding > 0 ? t('payu.noLink') : t('payu.nothingToPay')}
        </Typography>
      )}
      {link && <LinkFacts link={link} />}
      {canCreate && (
        <Button
          variant="outlined"
          startIcon={<LinkOutlined />}
          loading={create.isPending}
          onClick={() => void createLink()}
          sx={{ mt: 1 }}
        >
          {t('payu.createLink', { amount: formatMoney(outstanding) })}
        </Button>
      )}
    </Box>
  );
}

/** The link's address with its copy button while it can be paid, and its status, amount and dates. */
function LinkFacts({ link }: { readonly link: PayULink }) {
  const t = useTexts();
  const copy = useCopyToClipboard(t('payu.copied'), t('payu.copyFailed'));
  return (
    <>
      {link.expired && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {t('payu.linkExpired')}
        </Alert>
      )}
      {link.redirectUri && isLive(link) && (
        <TextField
          label={t('payu.linkLabel')}
          value={link.redirectUri}
          fullWidth
          margin="normal"
          slotProps={{
            htmlInput: { readOnly: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconAction label={t('payu.copy')} onClick={() => void copy(link.redirectUri ?? '')}>
                    <ContentCopyOutlined fontSize="small" />
                  </IconAction>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Typography>{t('payu.linkStatus', { status: t(`payu.status.${link.status}`) })}</Typography>
        <Typography>{t('payu.linkAmount', { amount: formatMoney(link.amount) })}</Typography>
        <Typography>{t('payu.linkCreatedAt', { date: formatDateTime(link.createdAt) })}</Typography>
        {link.paidAt ? (
          <Typography>{t('payu.linkPaidAt', { date: formatDateTime(link.paidAt) })}</Typography>
        ) : (
          <Typography>{t('payu.linkExpiresAt', { date: formatDateTime(link.expiresAt) })}</Typography>
        )}
      </Box>
    </>
  );
}
