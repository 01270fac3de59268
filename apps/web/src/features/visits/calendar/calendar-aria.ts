import { useEffect, useRef, type RefObject } from 'react';

/** react-big-calendar's table roles: a table whose rows hold no cells, cells outside rows. */
const TABLE_ROLES = ['table', 'rowgroup', 'row', 'cell'].map((role) => `[role="${role}"]`).join(', ');

/**
 * react-big-calendar hard-codes ARIA roles its markup does not fulfil: the Month view is a `table`
 * whose header row and week rows hold no cells (its cells sit in plain rows inside), the time views'
 * all-day row is a `row` without cells, and each event a `button`, though ours may hold the 'patient
 * present' switch (a button in a button is unreachable for a screen reader). Its components cannot be
 * given other roles, so the calendar's DOM is corrected as it is drawn: the table roles go (the days
 * stay buttons named by their dates), and an event holding a control becomes a `group` (Enter still
 * opens it). The time views' scrolling grid takes the keyboard focus itself, so its hours can be
 * scrolled with the arrow keys on a day without a visit to tab to.
 */
export function repairCalendarAria(root: ParentNode): void {
  for (const part of root.querySelectorAll(TABLE_ROLES)) part.removeAttribute('role');
  // The Week view's own events (WeekEvents) have their role already: only react-big-calendar's are looked into.
  for (const event of root.querySelectorAll('.rbc-event[role="button"]:not(.wz-week-event):has(button)'))
    event.setAttribute('role', 'group');
  for (const grid of root.querySelectorAll('.rbc-time-content:not([tabindex])'))
    grid.setAttribute('tabindex', '0');
}

/** Keeps the calendar under the returned ref repaired while react-big-calendar draws into it. */
export function useCalendarAria<E extends HTMLElement>(): RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    repairCalendarAria(root);
    const observer = new MutationObserver(() => repairCalendarAria(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ref;
}
