import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

/** The field in a form that keeps its value, as the visit editor does; `changes` sees every change. */
function Notes({ initial, changes }: { readonly initial: string; readonly changes: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Notatki"
      value={value}
      onChange={(html) => {
        changes(html);
        setValue(html);
      }}
    />
  );
}

function renderNotes(initial = '') {
  const changes = vi.fn<(html: string) => void>();
  renderWithTheme(<Notes initial={initial} changes={changes} />);
  return { changes, box: screen.getByRole('textbox', { name: 'Notatki' }) };
}

// ProseMirror measures the page to place a click and to scroll to the cursor; jsdom lays nothing out.
beforeAll(() => {
  document.elementFromPoint = () => null;
  Range.prototype.getClientRects = () => document.createElement('div').getClientRects();
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const lastChange = (changes: ReturnType<typeof vi.fn>) => changes.mock.calls.at(-1)?.[0] as string;

describe('RichTextEditor', () => {
  it('writes bold text turned on from the toolbar', async () => {
    const { changes, box } = renderNotes();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Pogrubienie' }));
    await userEvent.keyboard('Ból');
    expect(lastChange(changes)).toBe('<p><strong>Ból</strong></p>');
    expect(screen.getByRole('button', { name: 'Pogrubienie' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('makes a numbered and a bulleted list from the toolbar', async () => {
    const { changes, box } = renderNotes('<p>kolano</p>');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Lista numerowana' }));
    expect(lastChange(changes)).toBe('<ol><li><p>kolano</p></li></ol>');
    await userEvent.click(screen.getByRole('button', { name: 'Lista punktowana' }));
    expect(lastChange(changes)).toBe('<ul><li><p>kolano</p></li></ul>');
  });

  it('names every button in Polish with its shortcut, which works from the keyboard', async () => {
    const { changes, box } = renderNotes();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatowanie' });
    const titles = [...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('title'));
    expect(titles).toEqual([
      'Pogrubienie (Ctrl+B)',
      'Kursywa (Ctrl+I)',
      'Podkreślenie (Ctrl+U)',
      'Lista punktowana (Ctrl+Shift+8)',
      'Lista numerowana (Ctrl+Shift+7)',
    ]);
    await userEvent.click(box);
    await userEvent.keyboard('Ból {Control>}u{/Control}kolana');
    expect(lastChange(changes)).toBe('<p>Ból <u>kolana</u></p>');
  });

  it('shows a note written by the old editor with its formatting and leaves the form untouched', () => {
    // What the browser's contentEditable produced: a bare first line, <div> per line, <b>, <i>.
    const { changes, box } = renderNotes(
      'Wywiad<div><b>Ból</b> <i>kolana</i> <u>prawego</u></div><div><br></div><ul><li>RTG</li></ul>',
    );
    expect(shownHtml(box)).toBe(
      '<p>Wywiad</p><p><strong>Ból</strong> <em>kolana</em> <u>prawego</u></p><p></p><ul><li><p>RTG</p></li></ul>',
    );
    expect(changes).not.toHaveBeenCalled();
  });

  it('shows a value set from outside, such as another visit loaded, without reporting it as an edit', async () => {
    const changes = vi.fn();
    function Loading() {
      const [value, setValue] = useState('<p>Pierwsza wizyta</p>');
      return (
        <>
          <button onClick={() => setValue('<p><b>Druga</b> wizyta</p>')}>Wczytaj</button>
          <RichTextEditor label="Notatki" value={value} onChange={changes} />
        </>
      );
    }
    renderWithTheme(<Loading />);
    await userEvent.click(screen.getByRole('button', { name: 'Wczytaj' }));
    expect(shownHtml(screen.getByRole('textbox', { name: 'Notatki' }))).toBe(
      '<p><strong>Druga</strong> wizyta</p>',
    );
    expect(changes).not.toHaveBeenCalled();
  });

  it('keeps only the allowed formatting of text pasted from Word', async () => {
    const { changes, box } = renderNotes();
    await userEvent.click(box);
    act(() => {
      fireEvent.paste(box, { clipboardData: clipboard(WORD_HTML) });
    });
    expect(lastChange(changes)).toBe(
      '<p>Zalecenia <strong>pilne</strong> i <em>ważne</em></p>' +
        '<ul><li><p>Ćwiczenia</p><ul><li><p>rano</p></li></ul></li><li><p>Zimne okłady</p></li></ul>' +
        '<ol><li><p>Kontrola</p></li><li><p>RTG</p></li></ol>' +
        '<p>Koniec</p>',
    );
  });

  it('shows but neither edits nor formats once disabled', async () => {
    function Closing() {
      const [closed, setClosed] = useState(false);
      return (
        <>
          <button onClick={() => setClosed(true)}>Zamknij wizytę</button>
          <RichTextEditor
            label="Notatki"
            value="<p><b>Ból</b></p>"
            onChange={() => undefined}
            disabled={closed}
          />
        </>
      );
    }
    renderWithTheme(<Closing />);
    const box = screen.getByRole('textbox', { name: 'Notatki' });
    expect(box.getAttribute('aria-readonly')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij wizytę' }));
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect(shownHtml(box)).toBe('<p><strong>Ból</strong></p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatowanie' });
    for (const button of toolbar.querySelectorAll('button')) expect(button.disabled).toBe(true);
  });
});

/** The formatted text on screen, without the placeholders ProseMirror draws in empty lines. */
function shownHtml(box: HTMLElement): string {
  const copy = box.cloneNode(true) as HTMLElement;
  for (const node of copy.querySelectorAll('.ProseMirror-separator, .ProseMirror-trailingBreak'))
    node.remove();
  return copy.innerHTML;
}

function clipboard(html: string) {
  const plain = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return {
    types: ['text/html', 'text/plain'],
    getData: (type: string) => (type === 'text/html' ? html : plain),
  };
}

/** What Word 365 (desktop) puts on the clipboard, abridged: classes, mso- styles, <o:p>, list paragraphs. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0cm;font-size:11.0pt}</style></head>
<body lang=PL style='tab-interval:35.4pt'><!--StartFragment-->
<p class=MsoNormal style='margin-bottom:0cm'><span style='font-size:12.0pt;font-family:"Calibri",sans-serif;mso-bidi-font-family:Calibri;color:#C00000'>Zalecenia <b>pilne</b> i <i style='mso-bidi-font-style:normal'>ważne</i><o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Ćwiczenia<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>rano<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Zimne okłady<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-bidi-font-family:Calibri'><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Kontrola<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-bidi-font-family:Calibri'><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span class=SpellE>RTG</span><o:p></o:p></p>
<p class=MsoNormal><span style='font-size:14.0pt;mso-bidi-font-weight:bold'>Koniec</span><o:p></o:p></p>
<!--EndFragment--></body></html>`;
