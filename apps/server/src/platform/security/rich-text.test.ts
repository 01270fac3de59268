import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor writes as it is', async () => {
    const html =
      '<p><strong>Ból</strong> <em>kolana</em> <u>prawego</u><br />od tygodnia</p>' +
      '<ul><li><p>RTG</p></li></ul><ol start="3"><li><p>kontrola</p></li></ol>';
    expect(await sanitizeRichText(html)).toBe(html);
  });

  it('keeps the b, i and div of notes from the editor before TipTap', async () => {
    const html = 'Wywiad<div><b>Ból</b> <i>kolana</i></div><div><br /></div>';
    expect(await sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts and styles with their content, event handlers and every other attribute', async () => {
    expect(
      await sanitizeRichText(
        '<p class="MsoNormal" style="color:red" onclick="steal()">Ból<script>alert(1)</script></p>' +
          '<style>p{display:none}</style><ol start="1;x" type="a" onmouseover="x()"><li>RTG</li></ol>',
      ),
    ).toBe('<p>Ból</p><ol><li>RTG</li></ol>');
  });

  it('drops unknown tags and keeps their text', async () => {
    expect(
      await sanitizeRichText(
        '<h1>Wywiad</h1><p><span style="font-size:12pt">Ból<o:p></o:p></span> <a href="javascript:x()">kolana</a>' +
          '<img src="x" onerror="x()"></p><iframe src="https://example.com"></iframe><table><tr><td>RTG</td></tr></table>',
      ),
    ).toBe('Wywiad<p>Ból kolana</p>RTG');
  });

  it('stores nothing for a text with no words', async () => {
    expect(await sanitizeRichText('<p></p>')).toBeNull();
    expect(await sanitizeRichText('<p><br></p><script>alert(1)</script>')).toBeNull();
    expect(await sanitizeRichText('')).toBeNull();
    expect(await sanitizeRichText(null)).toBeNull();
  });
});
