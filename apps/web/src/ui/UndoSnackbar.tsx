import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { externalStore, useExternalStore } from '../app/external-store.ts';
import { useTexts } from '../app/texts.ts';

/** What was just done and can still be taken back. */
export interface UndoOffer {
  /** The notice; gets the whole seconds left (for 'SMS wyjdzie za N s'). */
  readonly message: (secondsLeft: number) => string;
  /** How long 'Cofnij' is offered. */
  readonly seconds: number;
  /** Takes the action back; reports its own failure. */
  readonly onUndo: () => unknown;
}

interface Shown extends UndoOffer {
  readonly key: number;
  readonly deadline: number;
}

const offers = externalStore<Shown | null>(null);
/** Hosts inside a modal dialog: while one is mounted it shows the offer, where the keyboard can reach it. */
const localHosts = externalStore(0);
let lastKey = 0;

/** Shows `offer` with 'Cofnij' (replacing an earlier one); nothing when its time is 0. */
export function offerUndo(offer: UndoOffer): void {
  if (offer.seconds <= 0) return;
  lastKey += 1;
  offers.set({ ...offer, key: lastKey, deadline: Date.now() + offer.seconds * 1000 });
}

/** Withdraws the offer shown, e.g. when the screen it belongs to goes away. */
export function clearUndo(): void {
  offers.set(null);
}

const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

function UndoBar({ offer }: { readonly offer: Shown }) {
  const t = useTexts();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(offer.deadline, now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0 && offers.get()?.key === offer.key) clearUndo();
  }, [left, offer.key]);
  const dismiss = () => {
    if (offers.get()?.key === offer.key) clearUndo();
  };
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere does not take the chance away; Escape does.
    if (reason === 'escapeKeyDown') dismiss();
  };
  return (
    <Snackbar
      open
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={offer.message(left)}
      // Escape on the notice closes it, not the dialog it is shown in.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        dismiss();
      }}
      slotProps={{ content: { role: 'status' } }}
      action={
        <Button
          color="inherit"
          size="small"
          sx={{ fontWeight: 700, textDecoration: 'underline' }}
          onClick={() => {
            dismiss();
            void offer.onUndo();
          }}
        >
          {t('smsVisits.undo')}
        </Button>
      }
    />
  );
}

/**
 * Where an undo offer shows: once in the app (FeedbackProvider) and, with `local`, inside a modal
 * dialog, whose focus trap would keep the keyboard from the app's one.
 */
export function UndoSnackbarHost({ local = false }: { readonly local?: boolean }) {
  const offer = useExternalStore(offers);
  const locals = useExternalStore(localHosts);
  useEffect(() => {
    if (!local) return undefined;
    localHosts.set(localHosts.get() + 1);
    return () => localHosts.set(localHosts.get() - 1);
  }, [local]);
  if (!offer || (!local && locals > 0)) return null;
  return <UndoBar key={offer.key} offer={offer} />;
}
