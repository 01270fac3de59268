import { describe, expect, it } from 'vitest';
import { repairCalendarAria } from './calendar-aria.ts';

function calendar(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('repairCalendarAria', () => {
  it("drops the time view's table roles without cells and makes an event holding a control a group", () => {
    const root = calendar(`
      <div class="rbc-time-view">
        <div role="rowgroup"><div class="rbc-row-content" role="row"><div class="rbc-row"></div></div></div>
        <div class="rbc-event" role="button" id="with-switch"><button>dzwonek</button> Kowalski Jan</div>
        <div class="rbc-event" role="button" id="plain">Nowak Ewa</div>
      </div>
      <div class="rbc-month-view" role="table"><div role="row"><div role="cell"></div></div></div>`);
    repairCalendarAria(root);
    expect(root.querySelector('.rbc-time-view [role="rowgroup"], .rbc-time-view [role="row"]')).toBeNull();
    expect(root.querySelector('#with-switch')!.getAttribute('role')).toBe('group');
    expect(root.querySelector('#plain')!.getAttribute('role')).toBe('button');
    // The Month view's table is a real one.
    expect(root.querySelectorAll('.rbc-month-view [role]')).toHaveLength(2);
  });
});
