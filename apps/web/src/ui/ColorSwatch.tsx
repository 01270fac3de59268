import Box from '@mui/material/Box';

const SHAPES = {
  /** A small rounded rectangle with a border (a room's colour). */
  chip: { width: 28, height: 20, borderRadius: 1, border: 1, borderColor: 'divider' },
  /** A dot (a therapist's calendar colour). */
  dot: { width: 24, height: 24, borderRadius: '50%' },
} as const;

/** A colour cell of a list: the colour named by its value, or `emptyText` when there is none. */
export function ColorSwatch({
  color,
  emptyText,
  shape,
}: {
  readonly color: string | null;
  readonly emptyText: string;
  readonly shape: keyof typeof SHAPES;
}) {
  if (!color)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {emptyText}
      </Box>
    );
  return <Box role="img" aria-label={color} sx={{ ...SHAPES[shape], bgcolor: color }} />;
}
