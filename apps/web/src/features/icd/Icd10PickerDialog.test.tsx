import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { icdEndpoints as e } from '@wizytownik/contracts';
import { failure, ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { renderTab } from '../therapists/exceptions/render-tab.test-kit.tsx';
import { Icd10PickerDialog } from './Icd10PickerDialog.tsx';

const J069 = { id: 9, kod: 'J06.9', opis_icd: 'Ostre zakażenie górnych dróg oddechowych, nieokreślone' };

function open(handlers: FakeRoute[]) {
  const onPick = vi.fn();
  const onClose = vi.fn();
  const requests = renderTab(<Icd10PickerDialog open onPick={onPick} onClose={onClose} />, [], handlers);
  return { onPick, onClose, requests };
}

const dialog = () => screen.findByRole('dialog', { name: 'Wybierz rozpoznanie ICD10' });

describe('Icd10PickerDialog', () => {
  it('asks for a choice, then picks the searched code with page 1 and 20 items', async () => {
    const { onPick, onClose, requests } = open([
      on(e.getIcd10, (r) =>
        ok(r.query.get('query') === 'J06' ? { items: [J069], totalCount: 1 } : { items: [], totalCount: 0 }),
      ),
    ]);
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Wybierz' }));
    expect(await within(d).findByText('Nic nie wybrano.')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();

    await userEvent.type(within(d).getByLabelText('Kod ICD-10 (wpisz kod lub nazwę)'), 'J06');
    await userEvent.click(await screen.findByRole('option', { name: `J06.9 — ${J069.opis_icd}` }));
    expect(within(d).queryByText('Nic nie wybrano.')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ kod: 'J06.9', opis_icd: J069.opis_icd });
    expect(onClose).toHaveBeenCalled();
    const search = requests.find((r) => r.path === e.getIcd10.path)!;
    expect(Object.fromEntries(search.query)).toEqual({ query: 'J06', page: '1', limit: '20' });
  });

  it('says when the search fails', async () => {
    open([on(e.getIcd10, () => failure(500, 'Błąd serwera'))]);
    const d = await dialog();
    await userEvent.type(within(d).getByLabelText('Kod ICD-10 (wpisz kod lub nazwę)'), 'J06');
    expect(await within(d).findByText('Bład pobierania kategorii ICD10')).toBeTruthy();
  });

  it('closes on Escape without a pick', async () => {
    const { onPick, onClose } = open([]);
    await dialog();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
  });
});
