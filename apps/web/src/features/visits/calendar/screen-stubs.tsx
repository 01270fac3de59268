/**
 * Stand-ins for the calendar screen's neighbours in its filter and search tests, handed to vi.mock:
 * the editor dialog shows the visit id it was opened with (a new visit: its outpost), the quick info
 * and the live updates do nothing.
 */
export const editorDialog = {
  default: ({ visitId, initial }: { visitId?: number; initial?: { outpostId?: number } }) => (
    <div role="dialog" aria-label="Edytor wizyty (atrapa)">
      {visitId ?? `placówka ${initial?.outpostId ?? 'brak'}`}
    </div>
  ),
};

export const quickInfo = { default: () => null };

export const visitEvents = { useVisitEvents: () => undefined };
