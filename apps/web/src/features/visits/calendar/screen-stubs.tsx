/**
 * Stand-ins for the calendar screen's neighbours in its filter and search tests, handed to vi.mock:
 * the editor dialog shows the visit id it was opened with, the quick info and the live updates do
 * nothing.
 */
export const editorDialog = {
  default: ({ visitId }: { visitId?: number }) => (
    <div role="dialog" aria-label="Edytor wizyty (atrapa)">
      {visitId}
    </div>
  ),
};

export const quickInfo = { default: () => null };

export const visitEvents = { useVisitEvents: () => undefined };
