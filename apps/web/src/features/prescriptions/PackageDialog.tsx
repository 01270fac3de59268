import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { MAX_PRESCRIPTIONS_PER_PACKAGE, type PakietReceptDto } from '@wizytownik/contracts';
import { clinicDateTime } from '@wizytownik/domain';
import { errorMessage, fieldErrors } from '../../api/errors.ts';
import {
  useCreatePrescriptionPackage,
  usePrescriptionPackage,
  useUpdatePrescriptionPackage,
} from '../../api/prescriptions.ts';
import { useTexts } from '../../app/texts.ts';
import { useFeedback } from '../../ui/FeedbackProvider.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useErrorDialog } from '../patients/useErrorDialog.ts';
import {
  checkForm,
  draftErrors,
  draftsOf,
  newPrescription,
  serverFieldErrors,
  type PrescriptionDraft,
} from './package-form.ts';
import { PrescriberField } from './PrescriberField.tsx';
import { PrescriptionFields } from './PrescriptionFields.tsx';

/** Who the new package is written for and by (spec 001 §2: from the list, visit 0). */
export interface PackageOwner {
  readonly clientId: number;
  /** The signed-in user's therapist; 0 for a system administrator who is none (they pick one). */
  readonly therapistId: number;
}

export interface PackageDialogProps extends PackageOwner {
  /** The package to edit (only while 'Nowa'); null for 'Nowy pakiet recept'. */
  readonly packageId: number | null;
  readonly onClose: () => void;
}

/** 'Nowy pakiet recept' / 'Edycja pakietu recept': the edited package is loaded first. */
export function PackageDialog({ packageId, onClose, ...owner }: PackageDialogProps) {
  const t = useTexts();
  const loaded = usePrescriptionPackage(packageId);
  useErrorDialog(loaded.error, t('prescriptions.packageFailed'), onClose);
  if (packageId === null) return <PackageForm owner={owner} pakiet={null} onClose={onClose} />;
  if (!loaded.data) return loaded.isError ? null : <PageLoader />;
  return <PackageForm owner={owner} pakiet={loaded.data} onClose={onClose} />;
}

function PackageForm({
  owner,
  pakiet,
  onClose,
}: {
  readonly owner: PackageOwner;
  readonly pakiet: PakietReceptDto | null;
  readonly onClose: () => void;
}) {
  const t = useTexts();
  const { showError, notify } = useFeedback();
  const create = useCreatePrescriptionPackage();
  const update = useUpdatePrescriptionPackage();
  // A new package starts with one prescription (spec 001 §4).
  const [drafts, setDrafts] = useState<PrescriptionDraft[]>(() =>
    pakiet ? draftsOf(pakiet) : [newPrescription()],
  );
  const [submitted, setSubmitted] = useState(false);
  const [drugsMissing, setDrugsMissing] = useState(false);
  const [prescriber, setPrescriber] = useState(owner.therapistId);
  // The clinic's date 'Realizacja od' is checked against (the server checks it again on save).
  const [today] = useState(() => clinicDateTime(new Date()).date);
  /** What the server refused on the last save, by prescription index and field. */
  const [serverErrors, setServerErrors] = useState<ReturnType<typeof serverFieldErrors>>(new Map());
  const picksPrescriber = pakiet === null && owner.therapistId === 0;

  const change = (index: number, draft: PrescriptionDraft) => {
    setDrafts((current) => current.map((d, i) => (i === index ? draft : d)));
    setServerErrors((current) => new Map([...current].filter(([i]) => i !== index)));
  };
  const remove = (index: number) => {
    setDrafts((current) => current.filter((_d, i) => i !== index));
    setServerErrors(new Map());
  };

  const save = async () => {
    setSubmitted(true);
    const checked = checkForm(drafts, today);
    if (!checked.ok) {
      setDrugsMissing(checked.drugsMissing);
      if (checked.drugsMissing) showError(t('prescriptions.drugsMissing'));
      return;
    }
    if (picksPrescriber && prescriber === 0) return;
    setDrugsMissing(false);
    try {
      if (pakiet) await update.mutateAsync({ id: pakiet.id, recepty: checked.recepty });
      else
        await create.mutateAsync({
          client_id: owner.clientId,
          therapist_id: prescriber,
          visit_id: 0,
          recepty: checked.recepty,
        });
      notify(t('prescriptions.saved'));
      onClose();
    } catch (error) {
      // A refused field (e.g. PA without the prescriber's phone) is shown under it.
      const byField = serverFieldErrors(fieldErrors(error));
      setServerErrors(byField);
      if (byField.size === 0) showError(errorMessage(error, t('prescriptions.saveFailed')));
    }
  };

  return (
    <FormDialog
      title={t(pakiet ? 'prescriptions.editTitle' : 'prescriptions.newTitle')}
      width={768}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onClose={onClose}
      submitting={create.isPending || update.isPending}
      submitLabel={t('prescriptions.save')}
    >
      <Stack spacing={2}>
        {picksPrescriber && (
          <PrescriberField
            value={prescriber}
            onChange={setPrescriber}
            missing={submitted && prescriber === 0}
          />
        )}
        {drafts.map((draft, index) => (
          <PrescriptionFields
            key={draft.key}
            number={index + 1}
            draft={draft}
            errors={submitted ? draftErrors(draft, today) : undefined}
            serverErrors={serverErrors.get(index)}
            drugMissing={drugsMissing}
            onChange={(next) => change(index, next)}
            onRemove={drafts.length > 1 ? () => remove(index) : undefined}
          />
        ))}
        <Button
          startIcon={<AddOutlined />}
          onClick={() => setDrafts((current) => [...current, newPrescription()])}
          disabled={drafts.length >= MAX_PRESCRIPTIONS_PER_PACKAGE}
          title={
            drafts.length >= MAX_PRESCRIPTIONS_PER_PACKAGE
              ? t('prescriptions.maxItems', { max: String(MAX_PRESCRIPTIONS_PER_PACKAGE) })
              : undefined
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('prescriptions.addItem')}
        </Button>
      </Stack>
    </FormDialog>
  );
}
