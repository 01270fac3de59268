import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { IconAction } from './IconAction.tsx';

/** One icon button of a row; `label` is its tooltip and accessible name, so it names the row. */
export interface RowAction {
  readonly label: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
  /** Shown but not clickable (e.g. nothing to download yet). */
  readonly disabled?: boolean;
  /** When given, 'Czy na pewno?' asks this first and `onClick` runs only after 'Tak'. */
  readonly confirm?: string;
}

export const editAction = (label: string, onClick: () => void): RowAction => ({
  label,
  icon: <EditOutlined fontSize="small" />,
  onClick,
});

/** A delete always asks first: it cannot be undone. */
export const deleteAction = (label: string, confirm: string, onClick: () => void): RowAction => ({
  label,
  icon: <DeleteOutlined fontSize="small" />,
  onClick,
  confirm,
});

/** A row's actions; `false` stands for an action the user may not take (`canEdit && editAction(…)`). */
export type RowActionList = ReadonlyArray<RowAction | false>;

/** A row's actions cell: its icon buttons side by side (or, with `menuLabel`, in a menu behind one
 * button so that a narrow table keeps room), and the confirmation of the one that asks. */
export function RowActions({
  actions,
  menuLabel,
}: {
  readonly actions: RowActionList;
  /** The menu button's name, naming the row; the items then show their labels beside the icons. */
  readonly menuLabel?: string;
}) {
  // The question stays while the dialog fades out.
  const [asking, setAsking] = useState<RowAction | null>(null);
  const [open, setOpen] = useState(false);
  const run = (action: RowAction) => {
    if (action.confirm === undefined) return action.onClick();
    setAsking(action);
    setOpen(true);
  };
  const shown = actions.filter((action) => action !== false);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {menuLabel === undefined
        ? shown.map((action) => (
            <IconAction
              key={action.label}
              label={action.label}
              disabled={action.disabled}
              onClick={() => run(action)}
            >
              {action.icon}
            </IconAction>
          ))
        : shown.length > 0 && <ActionsMenu label={menuLabel} actions={shown} onAction={run} />}
      <ConfirmDialog
        open={open}
        message={asking?.confirm ?? ''}
        onAnswer={(confirmed) => {
          setOpen(false);
          if (confirmed) asking?.onClick();
        }}
      />
    </Box>
  );
}

function ActionsMenu({
  label,
  actions,
  onAction,
}: {
  readonly label: string;
  readonly actions: readonly RowAction[];
  readonly onAction: (action: RowAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVertOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            <ListItemIcon>{action.icon}</ListItemIcon>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
