import { describe, expect, it } from 'vitest';
import { wordListsToHtmlLists } from './word-paste.ts';

const item = (list: string, level: number, marker: string, text: string) =>
  `<p class=MsoListParagraph style='mso-list:${list} level${level} lfo1'><span style='font-family:Symbol'>` +
  `<span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp; </span></span></span>${text}</p>`;

describe('wordListsToHtmlLists', () => {
  it('leaves HTML without Word lists as it is', () => {
    const html = '<p class="MsoNormal"><b>Ból</b></p><ul><li>RTG</li></ul>';
    expect(wordListsToHtmlLists(html)).toBe(html);
  });

  it('nests deeper levels in the item above and returns to the outer list after them', () => {
    const html =
      item('l0', 1, 'a)', 'jeden') +
      item('l0', 2, '1.', 'dwa') +
      item('l0', 3, '·', 'trzy') +
      item('l0', 1, 'b)', 'cztery');
    expect(wordListsToHtmlLists(html)).toBe(
      '<ol><li>jeden<ol><li>dwa<ul><li>trzy</li></ul></li></ol></li><li>cztery</li></ol>',
    );
  });

  it('starts a list that begins deeper than its first level at the first level', () => {
    expect(wordListsToHtmlLists(item('l3', 2, 'o', 'wcięte'))).toBe('<ul><li>wcięte</li></ul>');
  });
});
