import { z } from 'zod';
import { TIME_OF_DAY_PATTERN, type TextKey } from '@wizytownik/domain';
import type { Translate } from '../../../app/texts.ts';

/** A required 24-hour "HH:mm" form field; `missing` names the spec's message for an empty one. */
export const timeOfDay = (t: Translate, missing: TextKey) =>
  z.string().min(1, t(missing)).regex(TIME_OF_DAY_PATTERN, t('exceptions.timeFormat'));
