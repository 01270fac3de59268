import Add from '@mui/icons-material/Add';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Search from '@mui/icons-material/Search';
import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import { memo, type ReactNode } from 'react';
import type { CalendarTherapist } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';

interface Option {
  readonly id: number;
  readonly name: string;
}

export const SLOT_COUNTS = [2, 4, 6] as const;

export interface CalendarFiltersProps {
  /** First in the toolbar: the switch between the therapists' and the rooms' calendar. */
  readonly leading?: ReactNode;
  /** Outposts to choose from; the selector shows only when there are some. */
  readonly outposts: readonly Option[];
  readonly outpostId: number | undefined;
  readonly onOutpost: (id: number | undefined) => void;
  /** Therapist and group selectors; left out in My calendar. */
  readonly staff?: {
    readonly therapists: readonly CalendarTherapist[];
    readonly therapistId: number | undefined;
    readonly onTherapist: (id: number | undefined) => void;
    /** The company forces the calendar to one therapist: the selector cannot be cleared. */
    readonly forced: boolean;
    readonly groups: readonly Option[];
    readonly groupId: number | undefined;
    readonly onGroup: (id: number | undefined) => void;
    /** Only in the Day view. */
    readonly showAll?: { readonly value: boolean; readonly onChange: (value: boolean) => void };
  };
  readonly timeslots: number;
  readonly onTimeslots: (count: number) => void;
  readonly onSearch: () => void;
  /** 'Nowa wizyta' without a slot (from the keyboard too); absent without the right to book. */
  readonly onNewVisit?: (() => void) | undefined;
  readonly sideLists: boolean;
  readonly onSideLists: (open: boolean) => void;
  /** 'Dostepne terminy' of the chosen therapist (disabled while none is chosen); absent: no button. */
  readonly freeSlots?: { readonly enabled: boolean; readonly onOpen: () => void } | undefined;
  /** 'Dostępne rezerwy', the drawer of the day's reserves; absent: no button. */
  readonly reserves?: { readonly open: boolean; readonly onToggle: () => void } | undefined;
  /** The SMS visits button with the day's reminder counts; absent: no button. */
  readonly sms?: ReactNode;
}

const NONE = '';
const idOf = (value: string) => (value === NONE ? undefined : Number(value));

interface OptionSelectProps {
  readonly label: string;
  /** The first entry: no choice (every outpost, every group). */
  readonly anyLabel: string;
  readonly options: readonly Option[];
  readonly value: number | undefined;
  readonly onChange: (id: number | undefined) => void;
}

// The toolbar's selectors are memoized, as are their callbacks (CalendarScreen): another week draws the
// toolbar again (its SMS counts and 'Nowa wizyta' follow the date), not MUI's selects in it.
const OptionSelect = memo(function OptionSelect({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: OptionSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? NONE}
      onChange={(e) => onChange(idOf(e.target.value))}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value={NONE}>{anyLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
});

interface TherapistSelectProps {
  readonly label: string;
  readonly noOptionsText: string;
  readonly therapists: readonly CalendarTherapist[];
  readonly therapistId: number | undefined;
  readonly onChange: (id: number | undefined) => void;
  readonly forced: boolean;
}

const TherapistSelect = memo(function TherapistSelect(props: TherapistSelectProps) {
  const { label, therapists, therapistId, onChange } = props;
  const chosen = therapists.find((therapist) => therapist.therapistID === therapistId) ?? null;
  return (
    <Autocomplete
      size="small"
      options={therapists}
      value={chosen}
      onChange={(_e, therapist) => onChange(therapist?.therapistID)}
      disableClearable={props.forced}
      getOptionLabel={(therapist) => therapist.name}
      isOptionEqualToValue={(a, b) => a.therapistID === b.therapistID}
      noOptionsText={props.noOptionsText}
      sx={{ minWidth: 220 }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
});

interface SlotCountSelectProps {
  readonly label: string;
  readonly value: number;
  readonly onChange: (count: number) => void;
}

const SlotCountSelect = memo(function SlotCountSelect({ label, value, onChange }: SlotCountSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 120 }}
    >
      {SLOT_COUNTS.map((n) => (
        <MenuItem key={n} value={n}>
          {n}
        </MenuItem>
      ))}
    </TextField>
  );
});

/** The calendar's own toolbar above react-big-calendar's navigation (§2.1). */
export function CalendarFilters(props: CalendarFiltersProps) {
  const t = useTexts();
  const { outposts, staff } = props;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
      {props.leading}
      {outposts.length > 0 && (
        <OptionSelect
          label={t('visitsCalendar.outpost')}
          anyLabel={t('visitsCalendar.allOutposts')}
          options={outposts}
          value={props.outpostId}
          onChange={props.onOutpost}
        />
      )}
      {staff && (
        <TherapistSelect
          label={t('visitsCalendar.therapist')}
          noOptionsText={t('visitsCalendar.noOptions')}
          therapists={staff.therapists}
          therapistId={staff.therapistId}
          onChange={staff.onTherapist}
          forced={staff.forced}
        />
      )}
      {staff && (
        <OptionSelect
          label={t('visitsCalendar.group')}
          anyLabel={t('visitsCalendar.allGroups')}
          options={staff.groups}
          value={staff.groupId}
          onChange={staff.onGroup}
        />
      )}
      {staff?.showAll && (
        <FormControlLabel
          label={t('visitsCalendar.showAllStaff')}
          control={
            <Switch
              checked={staff.showAll.value}
              onChange={(e) => staff.showAll?.onChange(e.target.checked)}
            />
          }
        />
      )}
      <SlotCountSelect
        label={t('visitsCalendar.slotCount')}
        value={props.timeslots}
        onChange={props.onTimeslots}
      />
      {props.onNewVisit && (
        <Button variant="contained" startIcon={<Add />} onClick={props.onNewVisit}>
          {t('visitsCalendar.newVisit')}
        </Button>
      )}
      {props.freeSlots && (
        <Button
          variant="outlined"
          startIcon={<EventAvailable />}
          disabled={!props.freeSlots.enabled}
          title={props.freeSlots.enabled ? undefined : t('freeSlots.chooseTherapist')}
          onClick={props.freeSlots.onOpen}
        >
          {t('freeSlots.open')}
        </Button>
      )}
      {props.reserves && (
        <Button
          variant={props.reserves.open ? 'contained' : 'outlined'}
          startIcon={<EventNoteOutlined />}
          aria-pressed={props.reserves.open}
          onClick={props.reserves.onToggle}
        >
          {t('reserves.drawer.open')}
        </Button>
      )}
      {props.sms}
      <Button variant="outlined" startIcon={<Search />} onClick={props.onSearch}>
        {t('visitsCalendar.search')}
      </Button>
      <ToggleButton
        size="small"
        value="side"
        selected={props.sideLists}
        onChange={() => props.onSideLists(!props.sideLists)}
        aria-label={t('visitsCalendar.sideLists')}
        title={t('visitsCalendar.sideLists')}
      >
        <ViewSidebarOutlined fontSize="small" />
      </ToggleButton>
    </Stack>
  );
}
