import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useLocation, useNavigate } from 'react-router';
import { useTexts } from '../../../app/texts.ts';

export const THERAPISTS_PATH = '/visits';
export const ROOMS_PATH = '/visitsrooms';

/**
 * 'Terapeuci / Gabinety': the calendar by therapists (/visits) or by rooms (/visitsrooms), the same
 * view, date and outpost (the address's search params go along).
 */
export function CalendarColumnsSwitch({ byRooms }: { readonly byRooms: boolean }) {
  const t = useTexts();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={byRooms ? ROOMS_PATH : THERAPISTS_PATH}
      onChange={(_e, path: string | null) => {
        if (path) void navigate({ pathname: path, search });
      }}
      aria-label={t('visitsCalendar.columnsBy')}
    >
      <ToggleButton value={THERAPISTS_PATH}>{t('visitsCalendar.byTherapists')}</ToggleButton>
      <ToggleButton value={ROOMS_PATH}>{t('visitsCalendar.byRooms')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
