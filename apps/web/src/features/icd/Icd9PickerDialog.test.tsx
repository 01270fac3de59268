import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { icdEndpoints as e, type Icd9Item, type Icd9TreeNode } from '@wizytownik/contracts';
import { failure, ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { renderTab } from '../therapists/exceptions/render-tab.test-kit.tsx';
import { Icd9PickerDialog } from './Icd9PickerDialog.tsx';

const CHAPTERS: Icd9TreeNode[] = [
  { kod: '03', opis: 'Zabiegi na rdzeniu kręgowym i strukturach kanału kręgowego' },
  { kod: '88', opis: 'Inne diagnostyczne badania radiologiczne i pokrewne' },
  { kod: '93', opis: 'Fizykoterapia, respiratoroterapia, rehabilitacja i zabiegi pokrewne' },
];
const TREE: Record<string, Icd9TreeNode[]> = {
  '03': [{ kod: '03.1', opis: 'Przecięcie korzeni nerwów rdzeniowych' }],
  '88': [
    { kod: '88.0', opis: 'Badanie rtg tkanek miękkich brzucha' },
    { kod: '88.7', opis: 'Diagnostyczna ultrasonografia' },
  ],
  '03.1': [],
  '88.7': [{ kod: '88.76', opis: 'Diagnostyka ultrasonograficzna brzucha i przestrzeni zaotrzewnowej' }],
  '88.76': [
    { kod: '88.761', opis: 'USG brzucha i przestrzeni zaotrzewnowej' },
    { kod: '88.763', opis: 'USG gruczołu krokowego' },
  ],
};
const USG: Icd9Item = {
  id: 4,
  kod: '88.761',
  opis: 'USG brzucha i przestrzeni zaotrzewnowej',
  rozdzial_kod: '88',
  rozdzial: CHAPTERS[1]!.opis,
  podrozdzial_kod: '88.7',
  podrozdzial: 'Diagnostyczna ultrasonografia',
  kategoria_glowna_kod: '88.76',
  kategoria_glowna: 'Diagnostyka ultrasonograficzna brzucha i przestrzeni zaotrzewnowej',
  kategoria_szczegolowa_kod: '88.761',
  kategoria_szczegolowa: 'USG brzucha i przestrzeni zaotrzewnowej',
  kod_opis: '88.761 USG brzucha i przestrzeni zaotrzewnowej',
};

const tree: FakeRoute[] = [
  on(e.getAllIcd9MainCategories, () => ok(CHAPTERS)),
  on(e.getSubsections, (r) => ok(TREE[r.query.get('mainCategory')!] ?? [])),
  on(e.getAllIcd9SubCategories, (r) => ok(TREE[r.query.get('subsection')!] ?? [])),
  on(e.getAllIcd9DetailedCategories, (r) => ok(TREE[r.query.get('subCategory')!] ?? [])),
  on(e.getTherapistIcd9DefaultMainCategories, () =>
    ok([{ category: '93', kod: '93', opis: CHAPTERS[2]!.opis }]),
  ),
  on(e.getFullSearchIcd9, (r) => ok(r.query.get('term') === 'usg' ? [USG] : [])),
];

/** The picker opened from a screen that closes it (as the visit course tab will). */
function open(handlers: FakeRoute[] = [], visitId: number | undefined = 31) {
  const onPick = vi.fn();
  const onClose = vi.fn();
  function Host() {
    const [isOpen, setOpen] = useState(true);
    return (
      <Icd9PickerDialog
        open={isOpen}
        visitId={visitId}
        onPick={onPick}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    );
  }
  const requests = renderTab(<Host />, [], [...tree, ...handlers]);
  return { onPick, onClose, requests };
}

// No pause between simulated events: the cascade takes many clicks.
const user = userEvent.setup({ delay: null });
const dialog = () => screen.findByRole('dialog', { name: 'Wybierz procedurę ICD9' });
const confirm = async () => user.click(within(await dialog()).getByRole('button', { name: 'Wybierz' }));
async function choose(label: string, option: string) {
  await user.click(within(await dialog()).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Icd9PickerDialog', () => {
  it("requires a chapter and lists the therapist's chapters first", async () => {
    const { onPick, requests } = open();
    await confirm();
    expect(await screen.findByText('Nie wybrano rozdzialu.')).toBeTruthy();
    await user.click(within(await dialog()).getByRole('combobox', { name: 'Rozdział' }));
    // The group headings are read-only entries of the list.
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Kategorie terapeuty',
      `93 ${CHAPTERS[2]!.opis}`,
      'Wszystkie rozdziały',
      `03 ${CHAPTERS[0]!.opis}`,
      `88 ${CHAPTERS[1]!.opis}`,
    ]);
    await user.click(options[4]!);
    await screen.findByRole('combobox', { name: 'Podrozdział' });
    expect(screen.queryByText('Nie wybrano rozdzialu.')).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
    const defaults = requests.find((r) => r.path === e.getTherapistIcd9DefaultMainCategories.path);
    expect(defaults?.query.get('visitId')).toBe('31');
  });

  it('requires each further level that has options and picks the deepest one', async () => {
    const { onPick, onClose } = open();
    await choose('Rozdział', `88 ${CHAPTERS[1]!.opis}`);
    await screen.findByRole('combobox', { name: 'Podrozdział' });
    await confirm();
    expect(await screen.findByText('Nie wybrano podrozdzialu.')).toBeTruthy();

    await choose('Podrozdział', '88.7 Diagnostyczna ultrasonografia');
    await screen.findByRole('combobox', { name: 'Kategoria główna' });
    await confirm();
    expect(await screen.findByText('Nie wybrano kategorii głównej.')).toBeTruthy();

    await choose('Kategoria główna', `88.76 ${TREE['88.7']![0]!.opis}`);
    await screen.findByRole('combobox', { name: 'Kategoria szczegółowa' });
    await confirm();
    expect(await screen.findByText('Nie wybrano kategorii szczegółowej.')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();

    await choose('Kategoria szczegółowa', '88.763 USG gruczołu krokowego');
    await confirm();
    expect(onPick).toHaveBeenCalledWith({ kod: '88.763', opis: 'USG gruczołu krokowego' });
    expect(onClose).toHaveBeenCalled();
  });

  it('does not require a level without options, and Enter on a select confirms', async () => {
    const { onPick } = open([], undefined);
    await choose('Rozdział', `03 ${CHAPTERS[0]!.opis}`);
    await choose('Podrozdział', '03.1 Przecięcie korzeni nerwów rdzeniowych');
    // 03.1 has no main categories: no further select, and it is the pick.
    const subchapter = within(await dialog()).getByRole('combobox', { name: 'Podrozdział' });
    expect(within(await dialog()).queryByRole('combobox', { name: 'Kategoria główna' })).toBeNull();
    subchapter.focus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ kod: '03.1', opis: 'Przecięcie korzeni nerwów rdzeniowych' });
  });

  it('changing a level empties the ones below it', async () => {
    open();
    await choose('Rozdział', `88 ${CHAPTERS[1]!.opis}`);
    await choose('Podrozdział', '88.7 Diagnostyczna ultrasonografia');
    await screen.findByRole('combobox', { name: 'Kategoria główna' });
    await choose('Rozdział', `03 ${CHAPTERS[0]!.opis}`);
    await confirm();
    expect(await screen.findByText('Nie wybrano podrozdzialu.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Kategoria główna' })).toBeNull();
  });

  it('picks a full-search result directly', async () => {
    const { onPick, onClose, requests } = open();
    await user.type(within(await dialog()).getByLabelText('Szukaj procedury (kod lub nazwa)'), 'usg');
    await user.click(await screen.findByRole('option', { name: USG.kod_opis }));
    expect(onPick).toHaveBeenCalledWith({ kod: '88.761', opis: 'USG brzucha i przestrzeni zaotrzewnowej' });
    expect(onClose).toHaveBeenCalled();
    // Debounced: one search for the whole word.
    expect(
      requests.filter((r) => r.path === e.getFullSearchIcd9.path).map((r) => r.query.get('term')),
    ).toEqual(['usg']);
  });

  it('closes with a message when a category level cannot be loaded', async () => {
    const { onClose, onPick } = open([on(e.getSubsections, () => failure(500, 'Błąd serwera'))]);
    await choose('Rozdział', `88 ${CHAPTERS[1]!.opis}`);
    expect(await screen.findByText('Błąd pobierania kategorii ICD9')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Wybierz procedurę ICD9' })).toBeNull();
  });

  it("says when the therapist's chapters cannot be loaded and still offers all", async () => {
    const { onClose } = open([on(e.getTherapistIcd9DefaultMainCategories, () => failure(404, 'Nie ma'))]);
    expect(await screen.findByText('Błąd pobierania domyslnych kategorii ICD9')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).not.toHaveBeenCalled();
    await choose('Rozdział', `93 ${CHAPTERS[2]!.opis}`);
  });
});
