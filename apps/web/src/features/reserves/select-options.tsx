import MenuItem from '@mui/material/MenuItem';
import type { TherapistListItem } from '@wizytownik/contracts';
import { RESERVE_PRIORITIES } from '@wizytownik/domain';
import type { Translate } from '../../app/texts.ts';

/** A select whose empty value is an option of its own ('Wszyscy', 'Dowolny'): shown, not a placeholder. */
export const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The options of a therapist select (the list's filter, the editor), by therapist id. */
export const therapistItems = (therapists: readonly TherapistListItem[] | undefined) =>
  (therapists ?? []).map((th) => (
    <MenuItem key={th.therapistID} value={th.therapistID}>
      {`${th.name} ${th.surname}`}
    </MenuItem>
  ));

/** The options of a priority select: Normalny, Terapeuta, VIP. */
export const priorityItems = (t: Translate) =>
  RESERVE_PRIORITIES.map((p) => (
    <MenuItem key={p} value={p}>
      {t(`reserves.priority.${p}`)}
    </MenuItem>
  ));
