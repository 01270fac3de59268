import { describe, expect, it } from 'vitest';
import { richTextLines, richTextPlain } from './rich-text.ts';

describe('richTextLines', () => {
  it.each([
    [null, []],
    ['', []],
    ['Zwykły tekst', ['Zwykły tekst']],
    ['dwa\nwiersze', ['dwa', 'wiersze']],
    ['<p>Ból <strong>lędźwi</strong></p><p>Poprawa</p>', ['Ból lędźwi', 'Poprawa']],
    ['<p>raz<br>dwa<br/>trzy</p>', ['raz', 'dwa', 'trzy']],
    ['<ul><li>Ćwiczenia</li><li><p>Basen</p></li></ul>', ['• Ćwiczenia', '• Basen']],
    ['<h2>Wywiad</h2><p>&lt;5 dni &amp; &quot;silny&quot;&nbsp;ból</p>', ['Wywiad', '<5 dni & "silny" ból']],
    ['<p>&#379;&#x141;w &unknown;</p>', ['ŻŁw &unknown;']],
    ['<p>  </p><p></p><p>   tekst   z   odstępami </p>', ['tekst z odstępami']],
    ['<script>alert(1)</script><p>ok</p>', ['ok']],
    ['<ol><li></li></ol>', []],
  ] as const)('%j → %j', (html, lines) => {
    expect(richTextLines(html)).toEqual(lines);
  });

  it('joins the lines with line feeds', () => {
    expect(richTextPlain('<p>a</p><p>b</p>')).toBe('a\nb');
    expect(richTextPlain(undefined)).toBe('');
  });
});
