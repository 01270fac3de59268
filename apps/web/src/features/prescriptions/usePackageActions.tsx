import { useState, type ReactNode } from 'react';
import type { PakietReceptDto, PakietReceptListItem, ReceptaDto } from '@wizytownik/contracts';
import { errorMessage } from '../../api/errors.ts';
import {
  useCancelPrescription,
  useCheckPrescriptionPackage,
  useDeletePrescriptionPackage,
  usePrintPrescriptionPackage,
  useSendPrescriptionCode,
  useSendPrescriptionPackage,
} from '../../api/prescriptions.ts';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { MessageDialog } from '../../ui/MessageDialog.tsx';
import { useCertificatePassword } from './CertificatePassword.tsx';
import { PdfPreviewDialog } from './PdfPreviewDialog.tsx';

/** P1's messages joined line by line (spec 001 §8); none is the success notice. */
export const joinMessages = (messages: readonly string[]) => messages.join('\n');

/**
 * The package actions of 'Recepty pacjenta' with their messages (spec 001 §8): check and send to P1,
 * print, the code by SMS, cancel a prescription, delete a new package. Check, send, print and cancel
 * sign with the certificate: its password is asked when the server needs it.
 */
export function usePackageActions(): {
  readonly check: (pakiet: PakietReceptListItem) => Promise<void>;
  readonly send: (pakiet: PakietReceptListItem) => Promise<void>;
  readonly print: (pakiet: PakietReceptListItem) => Promise<void>;
  readonly sms: (pakiet: PakietReceptListItem) => Promise<void>;
  readonly remove: (pakiet: PakietReceptListItem) => Promise<void>;
  readonly cancel: (pakiet: PakietReceptDto, recepta: ReceptaDto) => Promise<void>;
  readonly dialogs: ReactNode;
} {
  const t = useTexts();
  const { showError, notify, confirm } = useFeedback();
  const { sign, dialog } = useCertificatePassword();
  const checking = useCheckPrescriptionPackage();
  const sending = useSendPrescriptionPackage();
  const printing = usePrintPrescriptionPackage();
  const texting = useSendPrescriptionCode();
  const cancelling = useCancelPrescription();
  const deleting = useDeletePrescriptionPackage();
  const [success, setSuccess] = useState<{ message: string; open: boolean }>({ message: '', open: false });
  const [pdf, setPdf] = useState<string | null>(null);

  /** Check or send: P1's messages in the 'Błąd' dialog, else 'Wszystko w porządku'. */
  const verify = async (
    run: (password: object) => Promise<readonly string[]>,
    done: string,
    fallback: string,
  ) => {
    try {
      const messages = await sign(run);
      if (messages === undefined) return;
      if (messages.length > 0) showError(joinMessages(messages));
      else setSuccess({ message: done, open: true });
    } catch (error) {
      showError(errorMessage(error, fallback));
    }
  };

  const dialogs = (
    <>
      {dialog}
      <MessageDialog
        open={success.open}
        title={t('prescriptions.allGood')}
        message={success.message}
        onClose={() => setSuccess((s) => ({ ...s, open: false }))}
      />
      {pdf !== null && (
        <PdfPreviewDialog title={t('prescriptions.preview')} base64={pdf} onClose={() => setPdf(null)} />
      )}
    </>
  );

  return {
    check: (pakiet) =>
      verify(
        (password) => checking.mutateAsync({ id: pakiet.id, ...password }),
        t('prescriptions.verified'),
        t('prescriptions.checkFailed'),
      ),
    send: (pakiet) =>
      verify(
        (password) => sending.mutateAsync({ id: pakiet.id, ...password }),
        t('prescriptions.sent'),
        t('prescriptions.sendFailed'),
      ),
    print: async (pakiet) => {
      try {
        const file = await sign((password) => printing.mutateAsync({ id: pakiet.id, ...password }));
        if (file === undefined) return;
        if (file === '') showError(t('prescriptions.noDocument'));
        else setPdf(file);
      } catch (error) {
        showError(errorMessage(error, t('prescriptions.noDocument')));
      }
    },
    sms: async (pakiet) => {
      try {
        await texting.mutateAsync({ id: pakiet.id });
        notify(t('prescriptions.smsSent'));
      } catch (error) {
        showError(errorMessage(error, t('prescriptions.smsFailed')));
      }
    },
    remove: async (pakiet) => {
      try {
        await deleting.mutateAsync({ id: pakiet.id });
        notify(t('prescriptions.deleted'));
      } catch (error) {
        showError(errorMessage(error, t('prescriptions.deleteFailed')));
      }
    },
    cancel: async (pakiet, recepta) => {
      if (!(await confirm(t('prescriptions.cancelConfirm')))) return;
      try {
        const done = await sign((password) =>
          cancelling.mutateAsync({ recepta_id: recepta.id, pakiet_id: pakiet.id, ...password }),
        );
        if (done !== undefined) notify(t('prescriptions.cancelled'));
      } catch (error) {
        showError(errorMessage(error, t('prescriptions.cancelFailed')));
      }
    },
    dialogs,
  };
}
