import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { MedicalDocumentationPlaceholders } from './MedicalDocumentationPlaceholders.tsx';

describe('MedicalDocumentationPlaceholders', () => {
  it('lists the visit loop and, inside it, the procedure and diagnosis loops with their tags', () => {
    renderWithTheme(<MedicalDocumentationPlaceholders />);
    expect(screen.getByText('Znaczniki w szablonie dokumentacji medycznej')).toBeTruthy();
    const visits = screen.getByRole('list', { name: 'W pętli {#wizyty}…{/wizyty}' });
    const tags = within(visits)
      .getAllByRole('listitem')
      .flatMap((i) => i.querySelector('.MuiListItemText-primary')?.textContent ?? []);
    expect(tags).toEqual([
      '{data_wizyty}',
      '{godziny}',
      '{terapeuta}',
      '{status}',
      '{uwagi}',
      '{przebieg}',
      '{rozpoznanie}',
      '{zalecenia}',
      '{procedury_tekst}',
      '{rozpoznania_tekst}',
    ]);
    const procedures = screen.getByRole('list', { name: 'W pętli {#procedury}…{/procedury}' });
    expect(within(procedures).getByText('kod ICD-9')).toBeTruthy();
    const conditions = screen.getByRole('list', { name: 'W pętli {#rozpoznania}…{/rozpoznania}' });
    expect(within(conditions).getByText('główne lub współistniejące')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Dokument' })).getByText('{liczba_wizyt}')).toBeTruthy();
  });
});
