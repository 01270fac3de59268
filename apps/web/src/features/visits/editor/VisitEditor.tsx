import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { VisitDetails } from '@wizytownik/contracts';
import { isActionAllowed, VISIT_MESSAGES, visitStatusLabel, VisitStatus } from '@wizytownik/domain';
import { fieldErrors } from '../../../api/errors.ts';
import { visitError } from './errors.ts';
import { useAccess } from '../../../api/platform.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { HeaderTabs } from '../../../ui/HeaderTabs.tsx';
import { useTexts, type Translate } from '../../../app/texts.ts';
import { VisitHistoryTab } from '../history/VisitHistoryTab.tsx';
import { VisitSmsTab } from '../sms/VisitSmsTab.tsx';
import { VisitCourseTab } from '../course/VisitCourseTab.tsx';
import { CancelledBanner } from './CancelledBanner.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { PaymentsTab } from './PaymentsTab.tsx';
import { PayUInvitationBanner } from './PayByPayu.tsx';
import { needsDatesUpdate, seriesSaveFields } from './recurring-visit.ts';
import { RecurringVisitPanel, useRecurringVisit } from './RecurringVisitPanel.tsx';
import { useCheckVisitTime, useCreateVisit, useStoreVisit, useUpdateVisit } from './hooks.ts';
import { placeOf, reportFreedTime } from '../freed-slot/freed-slot-store.ts';
import { additionalTherapistsInput, clashesOf, createAskingSchedule } from './save-visit.ts';
import { useEditorTherapists } from './therapist-options.ts';
import {
  formFieldOfMember,
  formRange,
  newVisitForm,
  toVisitForm,
  visitResolver,
  type NewVisitInitial,
  type VisitForm,
} from './visit-form.ts';
import { VisitActions } from './VisitActions.tsx';
import { VisitEditorFrame } from './VisitEditorFrame.tsx';

/** The editor's tabs (§2.3) in the spec's order. */
type VisitEditorTab = 'general' | 'payments' | 'course' | 'sms' | 'history';

export interface VisitEditorProps {
  /** The saved visit; null for a new one. */
  readonly visit: VisitDetails | null;
  readonly initial?: NewVisitInitial;
  readonly onClose: () => void;
  readonly onChanged?: () => void;
  /** A new visit was saved under this id: the editor goes on with it. */
  readonly onCreated: (id: number) => void;
  /** What the last pre-save check found busy; kept by the dialog so that it outlives a new visit's save. */
  readonly clashes: readonly string[];
  readonly onClashes: (clashes: readonly string[]) => void;
}

const titleOf = (t: Translate, visit: VisitDetails | null) =>
  visit
    ? t('visitEditor.visitTitle', {
        surname: visit.client.surname,
        name: visit.client.name,
        status: visitStatusLabel({
          status: visit.status as VisitStatus,
          statusSubtype: visit.statusSubtype,
          startTime: new Date(visit.startTime),
        }),
      })
    : t('visitEditor.newTitle');

/** The visit editor (§2.3): the General tab's form, the status actions, the payments and the visit history. */
export function VisitEditor({
  visit,
  initial,
  onClose,
  onChanged,
  onCreated,
  clashes,
  onClashes: setClashes,
}: VisitEditorProps) {
  const t = useTexts();
  const access = useAccess();
  const { notify, showError, confirm } = useFeedback();
  const showUnits = access.features?.has('IntegracjaP1') === true;
  const showTreatments = access.features?.has('Fizykoterapia') === true;
  const resolver = useMemo(() => visitResolver(t, showUnits), [t, showUnits]);
  const form = useForm<VisitForm>({
    resolver,
    defaultValues: visit ? toVisitForm(visit) : newVisitForm(initial),
  });
  const { isDirty, isSubmitting } = form.formState;
  // A visit changed by an action (close, reopen, a new visit type) is shown as the server has it;
  // what the user has typed and not saved yet stays.
  useEffect(() => {
    if (visit) form.reset(toVisitForm(visit), { keepDirtyValues: true });
  }, [visit, form]);
  const [tab, setTab] = useState<VisitEditorTab>('general');
  const [courseOpened, setCourseOpened] = useState(false);
  if (tab === 'course' && !courseOpened) setCourseOpened(true);
  const outpostId = visit ? visit.additionalOutpostId : (initial?.outpostId ?? null);
  const therapists = useEditorTherapists(visit, outpostId);
  const createVisit = useCreateVisit();
  const updateVisit = useUpdateVisit();
  const checkTime = useCheckVisitTime();
  const storeVisit = useStoreVisit();
  // A new visit's recurring series (allowRegularVisits) and its dates dialog.
  const recurring = useRecurringVisit(form.getValues);

  const status = visit?.status as VisitStatus | undefined;
  const canEdit = access.isGranted('Wizytownik_Wizyty_Edycja');
  const canEditCourse = access.isGranted('Wizytownik_Wizyty_Edycja_Przebiegu');
  const canSave = canEdit && (status === undefined || isActionAllowed('save', status));
  const readOnly = !canSave;

  const requestClose = async () => {
    if (isDirty && !readOnly && !(await confirm(t('visitEditor.unsavedQuestion')))) return;
    onClose();
  };

  /** The pre-save check (§2.3): clashes are shown, they do not stop the save. */
  const check = async (values: VisitForm, start: Date, end: Date) => {
    try {
      const found = await checkTime.mutateAsync({
        dateStart: start.toISOString(),
        dateEnd: end.toISOString(),
        visit_id: visit?.id ?? null,
        // The treatment's station too (physiotherapy): one treatment is one station.
        ...(showTreatments && values.zabiegId !== null && { zabiegi: [values.zabiegId] }),
      });
      setClashes(
        clashesOf(t, found, {
          therapistId: values.therapistId,
          roomId: values.roomId,
          clientId: values.client?.id ?? null,
          zabiegId: showTreatments ? values.zabiegId : null,
        }),
      );
    } catch {
      setClashes([]);
      notify(t('visitEditor.checkFailed'), 'warning');
    }
  };

  const showSaveError = (error: unknown) => {
    const known = fieldErrors(error).flatMap(({ field, message }) => {
      const name = formFieldOfMember(field);
      return name ? [{ name, message }] : [];
    });
    for (const { name, message } of known) form.setError(name, { type: 'server', message });
    if (known.length === 0) showError(visitError(error, t('visitEditor.saveFailed')));
  };

  const save = form.handleSubmit(async (values) => {
    const { start, end } = formRange(values);
    if (!start || !end || !values.client || values.therapistId === null) return;
    await check(values, start, end);
    const fields = {
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      therapistId: values.therapistId,
      clientId: values.client.id,
      roomId: values.roomId,
      notes: values.notes || null,
      typWizytyTerapeutyId: values.typWizytyTerapeutyId,
      additionalTherapists: additionalTherapistsInput(values),
    };
    try {
      if (visit) {
        const saved = await updateVisit.mutateAsync({
          id: visit.id,
          ...fields,
          organizationalUnitId: values.organizationalUnitId,
          // Without the feature the fields are left out: the visit keeps what it has.
          ...(showTreatments && { zabiegId: values.zabiegId, zabiegPodtypId: values.zabiegPodtypId }),
        });
        storeVisit(saved);
        form.reset(toVisitForm(saved));
        reportFreedTime(placeOf(visit), placeOf(saved), visit.additionalOutpostId);
      } else {
        const input = {
          ...fields,
          organizationalUnitID: values.organizationalUnitId,
          additionalOutpostId: outpostId,
          rezerwaId: initial?.rezerwaId ?? null,
          ...(showTreatments && { zabiegId: values.zabiegId, podTypZabieguID: values.zabiegPodtypId }),
          ...seriesSaveFields(recurring.series),
        };
        const created = await createAskingSchedule(createVisit.mutateAsync, input, confirm);
        if (!created) return;
        onCreated(created.id);
      }
      notify(VISIT_MESSAGES.saved);
      onChanged?.();
    } catch (error) {
      if (needsDatesUpdate(error)) {
        notify(visitError(error, t('visitEditor.saveFailed')), 'warning');
        await recurring.openDates();
        return;
      }
      showSaveError(error);
    }
  });

  const title = titleOf(t, visit);
  return (
    <VisitEditorFrame
      title={title}
      onClose={() => void requestClose()}
      actions={
        <>
          {canSave && (
            <Button color="inherit" variant="outlined" loading={isSubmitting} onClick={() => void save()}>
              {t('visitEditor.save')}
            </Button>
          )}
          {visit && <VisitActions visit={visit} onClose={onClose} onChanged={onChanged} />}
        </>
      }
      tabs={
        <HeaderTabs<VisitEditorTab> value={tab} onChange={setTab} label={title}>
          <Tab value="general" label={t('visitEditor.tabGeneral')} />
          {visit && <Tab value="payments" label={t('payments.tab')} />}
          {visit && canEditCourse && <Tab value="course" label={t('visitCourse.tab')} />}
          {visit && <Tab value="sms" label={t('smsVisits.tab')} />}
          {visit && <Tab value="history" label={t('visitEditor.tabHistory')} />}
        </HeaderTabs>
      }
    >
      <FormProvider {...form}>
        <div hidden={tab !== 'general'}>
          {visit && <CancelledBanner visit={visit} />}
          {visit && <PayUInvitationBanner visit={visit} />}
          {visit?.regularVisit && (
            <Chip size="small" color="info" label={t('visitEditor.series.chip')} sx={{ mt: 1 }} />
          )}
          {visit?.status === 3 && <Alert severity="info">{t('visitEditor.readOnly')}</Alert>}
          {clashes.length > 0 && (
            <Alert severity="warning" onClose={() => setClashes([])}>
              <AlertTitle>{t('visitEditor.clashTitle')}</AlertTitle>
              {clashes.join('; ')}
            </Alert>
          )}
          <GeneralTab
            visit={visit}
            therapists={therapists}
            outpostId={outpostId}
            showUnits={showUnits}
            showTreatments={showTreatments}
            readOnly={readOnly}
            visitTypeEnabled={status === undefined || isActionAllowed('changeVisitType', status)}
            onChanged={onChanged}
          />
          {!visit && !readOnly && <RecurringVisitPanel recurring={recurring} />}
        </div>
      </FormProvider>
      {visit && tab === 'payments' && <PaymentsTab visit={visit} onChanged={onChanged} />}
      {/* Kept once opened, so that course texts typed and not saved survive a look at another tab. */}
      {visit && canEditCourse && courseOpened && (
        <div hidden={tab !== 'course'}>
          <VisitCourseTab
            visitId={visit.id}
            visitStart={visit.startTime}
            visitCancelled={visit.status === VisitStatus.Cancelled}
          />
        </div>
      )}
      {visit && tab === 'sms' && <VisitSmsTab visit={visit} />}
      {visit && tab === 'history' && <VisitHistoryTab visit={visit} />}
    </VisitEditorFrame>
  );
}
