import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DOCX_MIME_TYPE, type VisitHistoryItem } from '@wizytownik/contracts';
import { formatDateTime, MEDICAL_DOCUMENTATION_TEMPLATE_TYPE } from '@wizytownik/domain';
import { useTexts } from '../../../app/texts.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { saveBase64File } from '../../patients/credit/save-file.ts';
import { visitError } from '../editor/errors.ts';
import { useDocumentationTemplates, usePrintDocumentation } from './hooks.ts';

const PDF_TYPE = 'application/pdf';

export interface PrintDocumentationDialogProps {
  readonly clientId: number;
  /** The visits to choose from: the history's rows as shown; all of them are chosen at first. */
  readonly visits: readonly VisitHistoryItem[];
  readonly onClose: () => void;
}

/**
 * 'print documentation' (spec 000 §2.6, §7.2): the user picks the visits shown in the history and gets
 * the patient's medical documentation, a .docx from the clinic's template of type 7 or, without one,
 * the built-in PDF; the file is saved under the server's name.
 */
export function PrintDocumentationDialog({ clientId, visits, onClose }: PrintDocumentationDialogProps) {
  const t = useTexts();
  const { showError } = useFeedback();
  const templates = useDocumentationTemplates();
  const print = usePrintDocumentation();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(visits.map((v) => v.id)));
  const [missing, setMissing] = useState(false);
  const hasTemplate = templates.data?.some((x) => x.type === MEDICAL_DOCUMENTATION_TEMPLATE_TYPE && x.id > 0);

  const toggle = (id: number) => {
    setMissing(false);
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const allChosen = visits.length > 0 && visits.every((v) => chosen.has(v.id));
  const submit = async () => {
    // In the table's order (newest first); the document lists them from the earliest.
    const visitIds = visits.filter((v) => chosen.has(v.id)).map((v) => v.id);
    if (visitIds.length === 0) {
      setMissing(true);
      return;
    }
    try {
      const file = await print.mutateAsync({ clientId, visitIds });
      saveBase64File(
        file.fileBase64,
        file.fileName,
        file.fileName.endsWith('.docx') ? DOCX_MIME_TYPE : PDF_TYPE,
      );
      onClose();
    } catch (error) {
      showError(visitError(error, t('medicalDocs.failed')));
    }
  };

  return (
    <FormDialog
      title={t('medicalDocs.title')}
      width={500}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onClose={onClose}
      submitting={print.isPending}
      submitLabel={t('medicalDocs.submit')}
    >
      {templates.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('medicalDocs.templatesFailed')}
        </Alert>
      )}
      {templates.isSuccess && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(hasTemplate ? 'medicalDocs.withTemplate' : 'medicalDocs.withoutTemplate')}
        </Alert>
      )}
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('medicalDocs.choose')}
      </Typography>
      <FormControlLabel
        label={t('medicalDocs.all')}
        control={
          <Checkbox
            checked={allChosen}
            indeterminate={!allChosen && chosen.size > 0}
            onChange={() => {
              setMissing(false);
              setChosen(allChosen ? new Set() : new Set(visits.map((v) => v.id)));
            }}
          />
        }
      />
      <FormGroup role="group" aria-label={t('medicalDocs.visits')} sx={{ pl: 2 }}>
        {visits.map((v) => (
          <FormControlLabel
            key={v.id}
            label={t('medicalDocs.visit', {
              date: formatDateTime(v.startTime),
              therapist: v.therapistName,
              status: v.statusLabel,
            })}
            control={<Checkbox checked={chosen.has(v.id)} onChange={() => toggle(v.id)} />}
          />
        ))}
      </FormGroup>
      {missing && <FormHelperText error>{t('medicalDocs.none')}</FormHelperText>}
    </FormDialog>
  );
}
