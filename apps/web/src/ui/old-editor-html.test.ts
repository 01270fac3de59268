import { describe, expect, it } from 'vitest';
import { oldEditorLinesToParagraphs } from './old-editor-html.ts';

describe('oldEditorLinesToParagraphs', () => {
  it('makes each line a paragraph and an empty line an empty paragraph', () => {
    expect(
      oldEditorLinesToParagraphs('Wywiad<div><b>Ból</b> kolana<br></div><div><br></div><div>RTG</div>'),
    ).toBe('Wywiad<p><b>Ból</b> kolana</p><p></p><p>RTG</p>');
  });

  it('keeps a break inside a line and the lines of a div that holds them', () => {
    expect(oldEditorLinesToParagraphs('<div><div>a<br>b</div><ul><li>c</li></ul></div>')).toBe(
      '<div><p>a<br>b</p><ul><li>c</li></ul></div>',
    );
  });

  it('leaves what TipTap wrote as it is', () => {
    const html = '<p>a<br></p><p></p>';
    expect(oldEditorLinesToParagraphs(html)).toBe(html);
  });
});
