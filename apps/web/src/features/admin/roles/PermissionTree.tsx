import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { PermissionDto } from '@wizytownik/contracts';

interface PermissionTreeProps {
  readonly permissions: readonly PermissionDto[];
  readonly granted: readonly string[];
  readonly onChange: (granted: string[]) => void;
  readonly disabled?: boolean;
}

/** Permissions grouped by their group; a group's checkbox grants or takes away the whole group. */
export function PermissionTree({ permissions, granted, onChange, disabled }: PermissionTreeProps) {
  const groups = new Map<string, PermissionDto[]>();
  for (const p of permissions) groups.set(p.groupName, [...(groups.get(p.groupName) ?? []), p]);
  const has = new Set(granted);
  const set = (names: readonly string[], on: boolean) => {
    const next = new Set(granted);
    for (const n of names) {
      if (on) next.add(n);
      else next.delete(n);
    }
    onChange([...next]);
  };
  return (
    <Box role="tree">
      {[...groups].map(([group, items]) => {
        const names = items.map((p) => p.name);
        const count = names.filter((n) => has.has(n)).length;
        return (
          <Box key={group} role="treeitem" aria-selected={count === names.length} sx={{ mb: 1 }}>
            <FormControlLabel
              disabled={disabled}
              label={<Typography sx={{ fontWeight: 600 }}>{group}</Typography>}
              control={
                <Checkbox
                  checked={count === names.length}
                  indeterminate={count > 0 && count < names.length}
                  onChange={(_e, on) => set(names, on)}
                />
              }
            />
            <Box role="group" sx={{ pl: 4, display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
              {items.map((p) => (
                <FormControlLabel
                  key={p.name}
                  disabled={disabled}
                  title={p.name}
                  label={p.displayName}
                  control={
                    <Checkbox
                      size="small"
                      checked={has.has(p.name)}
                      onChange={(_e, on) => set([p.name], on)}
                    />
                  }
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
