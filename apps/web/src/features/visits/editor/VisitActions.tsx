import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { VisitDetails } from '@wizytownik/contracts';
import { isActionAllowed, VISIT_MESSAGES, type VisitAction, type VisitStatus } from '@wizytownik/domain';
import { visitError } from './errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { useTexts } from '../../../app/texts.ts';
import { CancelReasonDialog, type CancelReason } from './CancelReasonDialog.tsx';
import { useCancelVisit, useCloseVisit, useConfirmVisit, useOpenVisit, useStoreVisit } from './hooks.ts';
import { visitKey, VISITS_KEY } from '../../../api/visits.ts';
import { placeOf, reportFreedTime } from '../freed-slot/freed-slot-store.ts';
import { useCompanySettings } from '../../../api/company-settings.ts';
import { useUndoCancelVisit } from '../../../api/sms.ts';
import { offerUndo, UndoSnackbarHost } from '../../../ui/UndoSnackbar.tsx';
import { CloseVisitDialog } from './CloseVisitDialog.tsx';
import { P1VerifyDialog } from './P1VerifyDialog.tsx';

/** One status button: shown when the domain allows `action` (and, with `edit`, the user may edit). */
interface StatusAction {
  readonly action: VisitAction;
  readonly edit: boolean;
  readonly label: string;
  readonly onClick: () => Promise<unknown>;
}

export interface VisitActionsProps {
  readonly visit: VisitDetails;
  /** Closes the editor (after a confirmation). */
  readonly onClose: () => void;
  readonly onChanged?: () => void;
}

/**
 * The status actions of a saved visit (§4.2, §4.3), offered as the domain's allowedActions and the
 * user's permissions allow; the server checks both again. The SMS invitations are on the SMS tab.
 * 'Weryfikuj dane P1' is offered with the IntegracjaP1 feature.
 */
export function VisitActions({ visit, onClose, onChanged }: VisitActionsProps) {
  const t = useTexts();
  const access = useAccess();
  const { confirm: ask, notify, showError } = useFeedback();
  const queryClient = useQueryClient();
  const storeVisit = useStoreVisit();
  const confirmVisit = useConfirmVisit();
  const closeVisit = useCloseVisit();
  const openVisit = useOpenVisit();
  const cancelVisit = useCancelVisit();
  const [cancelling, setCancelling] = useState(false);
  const [closing, setClosing] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const settings = useCompanySettings();
  const undoCancel = useUndoCancelVisit();
  // §4.3 'Close': the opinion SMS is offered until the patient has had one, if there is a template.
  const offerOpinion =
    !visit.client.sentOpinionSMS && (settings.data?.szablon_sms_opinia.trim() ?? '') !== '';
  const status = visit.status as VisitStatus;
  const granted = new Set((['Wizytownik_Wizyty_Otwarcie'] as const).filter((p) => access.isGranted(p)));
  const canEdit = access.isGranted('Wizytownik_Wizyty_Edycja');
  const withP1 = access.features?.has('IntegracjaP1') ?? false;
  const may = (action: VisitAction) =>
    isActionAllowed(action, status, granted) && (action !== 'verifyP1' || withP1);

  const run = async (
    question: string | null,
    send: () => Promise<VisitDetails>,
    done: string,
    failed: string,
    after?: () => void,
  ) => {
    if (question !== null && !(await ask(question))) return;
    try {
      storeVisit(await send());
      notify(done);
      onChanged?.();
      after?.();
    } catch (error) {
      showError(visitError(error, failed));
    }
  };

  /** The cancellation SMS waits for the company's undo window: 'Cofnij' puts the visit back meanwhile. */
  const offerCancelUndo = (andFollowing: boolean) => {
    const seconds = settings.data?.smsUndoSeconds ?? 0;
    // Only one visit comes back: a series cancelled with its following visits is not offered.
    if (seconds <= 0 || (visit.regularVisit && andFollowing)) {
      notify(t('visitEditor.cancelled'));
      return;
    }
    // As the server decides: a template, the 'do not send' switch off and a visit that lies ahead.
    const withSms =
      (settings.data?.szablon_sms_odwolanie.trim() ?? '') !== '' &&
      !visit.nie_wysylaj_sms &&
      new Date(visit.startTime) > new Date();
    const undoFailed = t('smsVisits.undoCancelFailed');
    const undone = t('smsVisits.undone');
    offerUndo({
      message: (left) =>
        withSms ? t('smsVisits.cancelledUndo', { seconds: left }) : t('smsVisits.cancelledUndoNoSms'),
      seconds,
      onUndo: async () => {
        try {
          storeVisit(await undoCancel.mutateAsync({ id: visit.id }));
          notify(undone);
        } catch (error) {
          showError(visitError(error, undoFailed));
        } finally {
          // The calendar and the lists show the visit back (or as it is after a failure).
          void queryClient.invalidateQueries({ queryKey: VISITS_KEY });
          onChanged?.();
        }
      },
    });
  };

  const close = async (sentOpinion: boolean) =>
    run(
      null,
      () => closeVisit.mutateAsync({ id: visit.id, sent_opinion: sentOpinion }),
      VISIT_MESSAGES.closed,
      t('visitEditor.closeFailed'),
    );

  const cancel = async ({ subtype, reason, andFollowing }: CancelReason) => {
    try {
      await cancelVisit.mutateAsync({
        id: visit.id,
        status_subtype: subtype,
        reason,
        // Only a series visit has later visits to take along.
        ...(visit.regularVisit ? { andFollowing } : {}),
      });
      setCancelling(false);
      offerCancelUndo(andFollowing);
      reportFreedTime(placeOf(visit), null, visit.additionalOutpostId);
      await queryClient.invalidateQueries({ queryKey: visitKey(visit.id) });
      void queryClient.invalidateQueries({ queryKey: [...VISITS_KEY, 'history'] });
      onChanged?.();
    } catch (error) {
      showError(visitError(error, t('visitEditor.cancelFailed')));
    }
  };

  const closeVerify = useCallback(() => setVerifying(false), []);
  const busy = confirmVisit.isPending || closeVisit.isPending || openVisit.isPending || cancelVisit.isPending;
  // In the order the editor shows them; `edit`: also needs Wizytownik_Wizyty_Edycja.
  const actions: readonly StatusAction[] = [
    {
      action: 'confirm',
      edit: true,
      label: t('visitEditor.confirm'),
      onClick: () =>
        run(
          t('visitEditor.confirmQuestion'),
          () => confirmVisit.mutateAsync({ id: visit.id }),
          VISIT_MESSAGES.confirmed,
          t('visitEditor.confirmFailed'),
          onClose,
        ),
    },
    {
      action: 'close',
      edit: true,
      label: t('visitEditor.closeVisit'),
      onClick: async () => {
        if (offerOpinion) setClosing(true);
        else if (await ask(t('visitEditor.closeQuestion'))) await close(false);
      },
    },
    {
      action: 'reopen',
      edit: false,
      label: t('visitEditor.reopen'),
      onClick: () =>
        run(
          t('visitEditor.reopenQuestion'),
          () => openVisit.mutateAsync({ id: visit.id }),
          VISIT_MESSAGES.opened,
          t('visitEditor.reopenFailed'),
        ),
    },
    {
      action: 'cancel',
      edit: true,
      label: t('visitEditor.cancelVisit'),
      onClick: () =>
        ask(t('visitEditor.cancelQuestion')).then((yes) => {
          if (yes) setCancelling(true);
        }),
    },
    {
      action: 'verifyP1',
      edit: true,
      label: t('p1.verify.button'),
      onClick: () => Promise.resolve(setVerifying(true)),
    },
  ];
  return (
    <>
      {actions
        .filter((a) => (canEdit || !a.edit) && may(a.action))
        .map((a) => (
          <Button
            key={a.action}
            color="inherit"
            variant="outlined"
            disabled={busy}
            onClick={() => void a.onClick()}
          >
            {a.label}
          </Button>
        ))}
      {closing && (
        <CloseVisitDialog
          onAnswer={(answer) => {
            setClosing(false);
            if (answer) void close(answer.sentOpinion);
          }}
        />
      )}
      {/* Inside the editor's dialog, so that 'Cofnij' is reachable from the keyboard. */}
      <UndoSnackbarHost local />
      {verifying && <P1VerifyDialog visitId={visit.id} onClose={closeVerify} />}
      {cancelling && (
        <CancelReasonDialog
          series={visit.regularVisit}
          onClose={() => setCancelling(false)}
          onCancel={cancel}
        />
      )}
    </>
  );
}
