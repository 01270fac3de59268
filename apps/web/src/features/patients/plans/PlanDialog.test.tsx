import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { therapyPlanEndpoints as e, type TherapyGoalDto, type TherapyTaskDto } from '@wizytownik/contracts';
import { failure, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { typeInPicker } from '../../../test/pickers.ts';
import { lastCall, PLAN, PLANNER, READER, startPlans, WAIT } from './plans-test-setup.tsx';

const GOAL: TherapyGoalDto = {
  id: 5,
  planTerapiiId: PLAN.id,
  nazwa: 'Poprawa snu',
  opis: 'Zasypianie przed północą',
  dataUtworzenia: '2025-04-01T10:00:00.000Z',
  dataZakoczeniaAnulacji: null,
  status: 1,
};
const TASK: TherapyTaskDto = {
  id: 9,
  celId: GOAL.id,
  nazwa: 'Dziennik snu',
  opis: 'Codzienne zapiski',
  dataUtworzenia: '2025-04-02T10:00:00.000Z',
  dataZakoczeniaAnulacji: '2025-04-20T10:00:00.000Z',
  status: 2,
  cel: { nazwa: GOAL.nazwa },
};

/** The plan's goals and tasks as the server holds them. */
function items(goals: TherapyGoalDto[], tasks: TherapyTaskDto[] = []): FakeRoute[] {
  return [on(e.getGoals, () => ok(goals)), on(e.getTasks, () => ok(tasks))];
}

async function openExisting(handlers: FakeRoute[]) {
  const requests = startPlans(READER, handlers);
  await userEvent.click(await screen.findByRole('button', { name: 'Edytuj plan z 01-04-2025' }));
  return {
    requests,
    dialog: await screen.findByRole('dialog', { name: 'Edycja planu terapii i zdrowienia' }),
  };
}

const section = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

describe('plan editor', { timeout: 60_000 }, () => {
  it('starts a draft of kind Nowy, stays open after the first save and then shows goals and tasks', async () => {
    const requests = startPlans(PLANNER, [
      on(e.create, () => ok({ id: 77 })),
      on(e.update, () => ok({ ...PLAN, id: 77 })),
      ...items([]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Nowy plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy plan terapii i zdrowienia' });
    expect(within(dialog).getByRole('combobox', { name: 'Rodzaj planu' }).textContent).toBe('Nowy');
    expect(within(dialog).getByRole('combobox', { name: 'Status' }).textContent).toBe('Wersja robocza');
    expect(within(dialog).queryByRole('region', { name: 'Cele' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Zasoby'), { target: { value: 'Rodzina i przyjaciele' } });
    await typeInPicker(dialog, 'Planowana data realizacji', '30-09-2025');
    await save(dialog);

    expect(await screen.findByRole('dialog', { name: 'Edycja planu terapii i zdrowienia' })).toBe(dialog);
    expect(lastCall(requests, e.create.path)!.body).toEqual({
      clientid: 12,
      rodzajPlanu: 0,
      status: 0,
      zasoby: 'Rodzina i przyjaciele',
      siecOparcia: null,
      potrzeby: null,
      planowanaDataRealizacji: '2025-09-30',
    });
    expect(await within(section(dialog, 'Cele')).findByText('Brak celów.')).toBeTruthy();
    expect(lastCall(requests, e.getGoals.path)!.query.get('planTerapiiCelId')).toBe('77');
    const addTask = within(section(dialog, 'Zadania')).getByRole('button', { name: 'Dodaj zadanie' });
    expect(addTask.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Zadanie należy do celu: dodaj najpierw cel.')).toBeTruthy();

    await save(dialog);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(lastCall(requests, e.update.path)!.body).toMatchObject({ id: 77, clientid: 12 });
  });

  it('opens a saved plan with its goals and tasks and closes on save', async () => {
    const { requests, dialog } = await openExisting([...items([GOAL], [TASK]), on(e.update, () => ok(PLAN))]);
    expect((within(dialog).getByLabelText('Potrzeby') as HTMLTextAreaElement).value).toBe('Sen');
    expect(within(dialog).getByRole('combobox', { name: 'Rodzaj planu' }).textContent).toBe('Ewaluacja');
    const goalRow = (await within(section(dialog, 'Cele')).findByText('Poprawa snu')).closest('tr')!;
    expect(within(goalRow).getByText('Realizowany')).toBeTruthy();
    const taskRow = (await within(section(dialog, 'Zadania')).findByText('Dziennik snu')).closest('tr')!;
    for (const text of ['Poprawa snu', 'Zrealizowany', '02-04-2025', '20-04-2025']) {
      expect(within(taskRow).getByText(text)).toBeTruthy();
    }
    await save(dialog);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(lastCall(requests, e.update.path)!.body).toEqual({
      id: PLAN.id,
      clientid: 12,
      rodzajPlanu: 1,
      status: 1,
      zasoby: 'Rodzina',
      siecOparcia: null,
      potrzeby: 'Sen',
      planowanaDataRealizacji: '2025-06-30',
    });
  });

  it("keeps the editor open with the server's message when a save fails", async () => {
    const { dialog } = await openExisting([
      ...items([]),
      on(e.update, () => failure(404, 'Nie znaleziono planu terapii.')),
    ]);
    await save(dialog);
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText('Nie znaleziono planu terapii.')).toBeTruthy();
    expect(
      screen.getByRole('dialog', { name: 'Edycja planu terapii i zdrowienia', hidden: true }),
    ).toBeTruthy();
  });

  it('checks a new goal’s name and description before adding it', async () => {
    const { requests, dialog } = await openExisting([...items([]), on(e.createGoal, () => ok(GOAL))]);
    await userEvent.click(within(section(dialog, 'Cele')).getByRole('button', { name: 'Dodaj cel' }));
    const goalDialog = await screen.findByRole('dialog', { name: 'Nowy cel' });
    expect(within(goalDialog).getByRole('combobox', { name: 'Status' }).textContent).toBe('Planowany');
    await save(goalDialog);
    expect(await within(goalDialog).findByText('Nazwa jest wymagana')).toBeTruthy();
    expect(within(goalDialog).getByText('Opis jest wymagany')).toBeTruthy();
    await userEvent.type(within(goalDialog).getByLabelText(/Nazwa/), 'ab');
    await userEvent.type(within(goalDialog).getByLabelText(/Opis/), 'xy');
    await save(goalDialog);
    expect(await within(goalDialog).findByText('Nazwa musi posiadać minimum 3 znaki')).toBeTruthy();
    expect(within(goalDialog).getByText('Opis musi posiadać minimum 3 znaki')).toBeTruthy();
    expect(requests.some((r) => r.path === e.createGoal.path)).toBe(false);

    await userEvent.type(within(goalDialog).getByLabelText(/Nazwa/), 'c');
    await userEvent.type(within(goalDialog).getByLabelText(/Opis/), 'z');
    await save(goalDialog);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowy cel' })).toBeNull(), WAIT);
    expect(lastCall(requests, e.createGoal.path)!.body).toEqual({
      planTerapiiId: PLAN.id,
      nazwa: 'abc',
      opis: 'xyz',
      status: 0,
    });
    // The goals reload after the save.
    expect(requests.filter((r) => r.path === e.getGoals.path)).toHaveLength(2);
  });

  it("shows the server's message when a goal cannot be saved and keeps its dialog", async () => {
    const { dialog } = await openExisting([
      ...items([GOAL]),
      on(e.updateGoal, () => failure(404, 'Nie znaleziono celu.')),
    ]);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edytuj cel Poprawa snu' }));
    const goalDialog = await screen.findByRole('dialog', { name: 'Edycja celu' });
    expect((within(goalDialog).getByLabelText(/Nazwa/) as HTMLInputElement).value).toBe('Poprawa snu');
    await save(goalDialog);
    expect(await screen.findByText('Nie znaleziono celu.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edycja celu', hidden: true })).toBeTruthy();
  });

  it('adds a task only with a goal chosen', async () => {
    const { requests, dialog } = await openExisting([...items([GOAL]), on(e.createTask, () => ok(TASK))]);
    const tasks = section(dialog, 'Zadania');
    await vi.waitFor(
      () =>
        expect(within(tasks).getByRole('button', { name: 'Dodaj zadanie' }).hasAttribute('disabled')).toBe(
          false,
        ),
      WAIT,
    );
    await userEvent.click(within(tasks).getByRole('button', { name: 'Dodaj zadanie' }));
    const taskDialog = await screen.findByRole('dialog', { name: 'Nowe zadanie' });
    fireEvent.change(within(taskDialog).getByLabelText(/Nazwa/), { target: { value: 'Dziennik snu' } });
    fireEvent.change(within(taskDialog).getByLabelText(/Opis/), { target: { value: 'Codzienne zapiski' } });
    await save(taskDialog);
    expect(await within(taskDialog).findByText('Cel jest wymagany')).toBeTruthy();
    expect(requests.some((r) => r.path === e.createTask.path)).toBe(false);

    await userEvent.click(within(taskDialog).getByRole('combobox', { name: /Cel/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Poprawa snu' }));
    await save(taskDialog);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowe zadanie' })).toBeNull(), WAIT);
    expect(lastCall(requests, e.createTask.path)!.body).toEqual({
      planTerapiiId: PLAN.id,
      celId: GOAL.id,
      nazwa: 'Dziennik snu',
      opis: 'Codzienne zapiski',
      status: 0,
    });
  });

  it("shows the server's message when the goals or the tasks cannot be loaded", async () => {
    const { dialog } = await openExisting([
      on(e.getGoals, () => failure(500, 'Awaria celów')),
      on(e.getTasks, () => failure(500, 'Awaria zadań')),
    ]);
    expect(await within(section(dialog, 'Cele')).findByText('Awaria celów')).toBeTruthy();
    expect(await within(section(dialog, 'Zadania')).findByText('Awaria zadań')).toBeTruthy();
  });
});
