import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AndroidQrCodeData, AndroidSmsDevice } from '@wizytownik/contracts';
import { formatDateTime, isAndroidDeviceInContact } from '@wizytownik/domain';
import { useAndroidQrCode, useAndroidSmsDevices } from '../../../api/android-sms.ts';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useCopyToClipboard } from '../../../ui/useCopyToClipboard.ts';
import { IconAction } from '../../../ui/IconAction.tsx';
import { ListTable } from '../../../ui/ListTable.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { StatusMessage } from '../../../ui/StatusMessage.tsx';
import { useDeleteRow } from '../../../ui/useDeleteRow.ts';
import { useNewQrCode, useUnpairDevice } from './hooks.ts';

/**
 * /admin/sendsmsconfiguration 'Konfiguracja wysyłki SMS' (feature AndroidSMS): the pairing code of the
 * clinic's Android phones (QR code, server address and registration token to copy, 'Nowy kod'), and
 * the paired phones with their status, last contact and waiting messages, each to unpair ('Odłącz').
 */
export default function AndroidSmsPage() {
  const t = useTexts();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {t('route./admin/sendsmsconfiguration')}
      </Typography>
      <Typography>{t('androidSms.intro')}</Typography>
      <PairingCode />
      <Devices />
    </Stack>
  );
}

function PairingCode() {
  const t = useTexts();
  const { confirm, notify, showError } = useFeedback();
  const code = useAndroidQrCode();
  const renew = useNewQrCode();
  if (code.isPending) return <PageLoader />;
  if (code.isError)
    return (
      <StatusMessage
        tone="error"
        title={t('androidSms.loadFailed')}
        text={errorMessage(code.error, t('androidSms.loadFailed'))}
      />
    );
  const onRenew = async () => {
    if (!(await confirm(t('androidSms.newCodeConfirm')))) return;
    try {
      await renew.mutateAsync();
      notify(t('androidSms.newCodeDone'));
    } catch (error) {
      showError(errorMessage(error, t('androidSms.newCodeFailed')));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h4" gutterBottom>
        {t('androidSms.codeTitle')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={code.data.qrCodeImage}
          alt={t('androidSms.qrAlt')}
          sx={{ width: 240, height: 240 }}
        />
        <CodeFacts code={code.data} />
      </Box>
      <Button variant="outlined" sx={{ mt: 2 }} disabled={renew.isPending} onClick={() => void onRenew()}>
        {t('androidSms.newCode')}
      </Button>
    </Paper>
  );
}

function CodeFacts({ code }: { readonly code: AndroidQrCodeData }) {
  const t = useTexts();
  return (
    <Stack sx={{ flex: '1 1 320px', minWidth: 0 }}>
      <CopyField label={t('androidSms.serverUrl')} value={code.serverUrl} />
      <CopyField label={t('androidSms.registrationToken')} value={code.registrationToken} />
      <Typography color="textSecondary">
        {t('androidSms.codeCreatedAt', { date: formatDateTime(code.createdAt) })}
      </Typography>
    </Stack>
  );
}

function CopyField({ label, value }: { readonly label: string; readonly value: string }) {
  const t = useTexts();
  const copy = useCopyToClipboard(t('androidSms.copied'), t('androidSms.copyFailed'));
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      margin="normal"
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconAction label={t('androidSms.copy', { label })} onClick={() => void copy(value)}>
                <ContentCopyOutlined fontSize="small" />
              </IconAction>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function Devices() {
  const t = useTexts();
  const devices = useAndroidSmsDevices();
  const unpair = useUnpairDevice();
  const run = useDeleteRow();
  const when = (at: string | null) => (at ? formatDateTime(at) : t('androidSms.never'));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h4">
        {t('androidSms.devices')}
      </Typography>
      <ListTable<AndroidSmsDevice>
        label={t('androidSms.devices')}
        query={devices}
        failedText={t('androidSms.loadFailed')}
        emptyText={t('androidSms.empty')}
        rows={devices.data?.items ?? []}
        rowKey={(d) => d.id}
        columns={[
          { label: t('androidSms.col.name'), cell: (d) => d.name },
          {
            label: t('androidSms.col.status'),
            cell: (d) =>
              isAndroidDeviceInContact(d.lastContactAt, new Date()) ? (
                <Chip size="small" color="success" label={t('androidSms.status.active')} />
              ) : (
                <Chip size="small" color="warning" label={t('androidSms.status.noContact')} />
              ),
          },
          { label: t('androidSms.col.lastContact'), cell: (d) => when(d.lastContactAt) },
          { label: t('androidSms.col.pairedAt'), cell: (d) => when(d.pairedAt) },
          { label: t('androidSms.col.pending'), cell: (d) => d.pendingMessages, align: 'right' },
        ]}
        rowActions={{
          label: t('androidSms.actions'),
          actions: (d) => [
            {
              label: t('androidSms.unpair', { name: d.name }),
              icon: <LinkOffOutlined fontSize="small" />,
              confirm: t('androidSms.unpairConfirm', { name: d.name }),
              onClick: () =>
                void run(
                  () => unpair.mutateAsync({ id: d.id }),
                  t('androidSms.unpaired'),
                  t('androidSms.unpairFailed'),
                ),
            },
          ],
        }}
      />
    </Stack>
  );
}
