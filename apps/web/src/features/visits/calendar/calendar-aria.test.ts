import { describe, expect, it } from 'vitest';
import { repairCalendarAria } from './calendar-aria.ts';

function calendar(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('repairCalendarAria', () => {
  it('drops the table roles without cells and makes an event holding a control a group', () => {
    const root = calendar(`
      <div class="rbc-time-view">
        <div role="rowgroup"><div class="rbc-row-content" role="row"><div class="rbc-row"></div></div></div>
        <div class="rbc-event" role="button" id="with-switch"><button>dzwonek</button> Kowalski Jan</div>
        <div class="rbc-event" role="button" id="plain">Nowak Ewa</div>
      </div>
      <div class="rbc-month-view" role="table"><div role="row"><div role="cell"></div></div></div>`);
    repairCalendarAria(root);
    expect(root.querySelector('[role="table"], [role="rowgroup"], [role="row"], [role="cell"]')).toBeNull();
    expect(root.querySelector('#with-switch')!.getAttribute('role')).toBe('group');
    expect(root.querySelector('#plain')!.getAttribute('role')).toBe('button');
  });

  it("leaves the roles of the Week view's own events as WeekEvents set them", () => {
    const root = calendar(
      `<div class="rbc-event wz-week-event" role="button" id="own"><span><button>x</button></span></div>`,
    );
    repairCalendarAria(root);
    expect(root.querySelector('#own')!.getAttribute('role')).toBe('button');
  });

  it("lets the keyboard reach the time views' scrolling grid, also on a day without events", () => {
    const root = calendar(
      `<div class="rbc-time-view"><div class="rbc-time-content"><div class="rbc-day-slot"></div></div></div>`,
    );
    repairCalendarAria(root);
    expect(root.querySelector('.rbc-time-content')!.getAttribute('tabindex')).toBe('0');
  });
});
