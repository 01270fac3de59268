import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  PRESCRIPTION_PACKAGE_STATUS,
  PRESCRIPTION_STATUS,
  type PakietReceptDto,
  type ReceptaDto,
} from '@wizytownik/contracts';
import { formatDate, formatDateTime } from '@wizytownik/domain';
import { usePrescriptionPackage } from '../../api/prescriptions.ts';
import { useTexts, type Translate } from '../../app/texts.ts';
import { IconAction } from '../../ui/IconAction.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useErrorDialog } from '../patients/useErrorDialog.ts';

export interface PackageDetailsDialogProps {
  readonly packageId: number;
  /** Cancels one prescription of a sent package (after 'Czy na pewno…'). */
  readonly onCancel: (pakiet: PakietReceptDto, recepta: ReceptaDto) => void;
  readonly onClose: () => void;
}

/** The lines under a prescription: its dosage, then the kind, entitlement, 'Realizacja od', N and cito that are set. */
function itemDetails(t: Translate, recepta: ReceptaDto): string {
  const entitlement = [recepta.uprawnienie_dodatkowe, recepta.opis_dokumentu_uprawnienia]
    .filter(Boolean)
    .join(', ');
  return [
    t('prescriptions.itemDosage', { dosage: recepta.dawkowanie }),
    recepta.tryb_wystawienia !== 'ZW' &&
      t('prescriptions.itemKind', { kind: t(`prescriptions.kind.${recepta.tryb_wystawienia}`) }),
    recepta.uprawnienie_dodatkowe && t('prescriptions.itemEntitlement', { entitlement }),
    recepta.realizacja_od && t('prescriptions.itemRealizeFrom', { date: formatDate(recepta.realizacja_od) }),
    recepta.nie_zamieniac && t('prescriptions.noSubstitution'),
    recepta.pilne && t('prescriptions.urgent'),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A package's prescriptions as written, the code, and for a sent package a cancel per prescription. */
export function PackageDetailsDialog({ packageId, onCancel, onClose }: PackageDetailsDialogProps) {
  const t = useTexts();
  const titleId = useId();
  const loaded = usePrescriptionPackage(packageId);
  useErrorDialog(loaded.error, t('prescriptions.packageFailed'), onClose);
  const pakiet = loaded.data;
  if (!pakiet) return loaded.isError ? null : <PageLoader />;
  const sent = pakiet.status === PRESCRIPTION_PACKAGE_STATUS.wyslana;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('prescriptions.viewTitle', { date: formatDateTime(pakiet.createDate) })}
      </DialogTitle>
      <DialogContent dividers>
        {pakiet.kod_recepty && (
          <Typography variant="h6" component="p">
            {t('prescriptions.codeLabel', { code: pakiet.kod_recepty })}
          </Typography>
        )}
        <List>
          {[...pakiet.recepty]
            .sort((a, b) => a.numer_w_pakiecie - b.numer_w_pakiecie)
            .map((recepta) => {
              const cancelled = recepta.status === PRESCRIPTION_STATUS.anulowana;
              return (
                <ListItem
                  key={recepta.id}
                  secondaryAction={
                    sent &&
                    !cancelled && (
                      <IconAction
                        label={t('prescriptions.cancel', { drug: recepta.nazwa_leku })}
                        onClick={() => onCancel(pakiet, recepta)}
                      >
                        <CancelOutlined fontSize="small" />
                      </IconAction>
                    )
                  }
                >
                  <ListItemText
                    primary={`${t('prescriptions.item', { n: String(recepta.numer_w_pakiecie) })}: ${t(
                      'prescriptions.itemSummary',
                      {
                        type: recepta.rodzaj_recepty,
                        fee: t(`prescriptions.fee.${recepta.poziom_odplatnosci}`),
                        drug: recepta.nazwa_leku,
                        pack: recepta.opakowanie_leku,
                        count: String(recepta.ilosc_sztuk),
                      },
                    )}${cancelled ? ` ${t('prescriptions.cancelledMark')}` : ''}`}
                    secondary={itemDetails(t, recepta)}
                    sx={cancelled ? { textDecoration: 'line-through', color: 'text.disabled' } : undefined}
                  />
                </ListItem>
              );
            })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
