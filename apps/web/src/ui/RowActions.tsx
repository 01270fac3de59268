import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
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

/** A row's actions cell: its icon buttons side by side, and the confirmation of the one that asks. */
export function RowActions({ actions }: { readonly actions: RowActionList }) {
  // The question stays while the dialog fades out.
  const [asking, setAsking] = useState<RowAction | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {actions
        .filter((action) => action !== false)
        .map((action) => (
          <IconAction
            key={action.label}
            label={action.label}
            disabled={action.disabled}
            onClick={() => {
              if (action.confirm === undefined) return action.onClick();
              setAsking(action);
              setOpen(true);
            }}
          >
            {action.icon}
          </IconAction>
        ))}
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
