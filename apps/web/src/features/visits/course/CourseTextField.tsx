import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTexts } from '../../../app/texts.ts';
import { RichTextEditor } from '../../../ui/RichTextEditor.tsx';
import { DescriptionPickerDialog } from '../../descriptions/DescriptionPickerDialog.tsx';
import { appendDescription } from './course-text.ts';

/** The stored descriptions' types (§2.4): 0 diagnosis, 1 recommendations, 2 course. */
export type DescriptionType = 0 | 1 | 2;

export interface CourseTextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  /** The stored descriptions offered by 'Wstaw opis z bazy'; none for the notes for reception. */
  readonly descriptionType?: DescriptionType;
  readonly readOnly: boolean;
}

/**
 * A course text (rich text) with the picker of stored descriptions: the one picked is added on a new
 * line after what the field holds.
 */
export function CourseTextField({ label, value, onChange, descriptionType, readOnly }: CourseTextFieldProps) {
  const t = useTexts();
  const [picking, setPicking] = useState(false);
  return (
    <Stack spacing={1}>
      <RichTextEditor label={label} value={value} onChange={onChange} disabled={readOnly} />
      {descriptionType !== undefined && !readOnly && (
        <>
          <Button
            variant="text"
            startIcon={<PostAddOutlined />}
            onClick={() => setPicking(true)}
            sx={{ alignSelf: 'flex-start' }}
            aria-label={`${t('visitCourse.pickDescription')}: ${label}`}
          >
            {t('visitCourse.pickDescription')}
          </Button>
          <DescriptionPickerDialog
            open={picking}
            type={descriptionType}
            onClose={() => setPicking(false)}
            onPick={(text) => {
              setPicking(false);
              onChange(appendDescription(value, text));
            }}
          />
        </>
      )}
    </Stack>
  );
}
