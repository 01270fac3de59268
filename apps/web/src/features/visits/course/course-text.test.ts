import { describe, expect, it } from 'vitest';
import { appendDescription, isBlank, richTextPlain } from './course-text.ts';

describe('appendDescription', () => {
  it.each([
    { html: '', text: 'Masaż', out: '<p>Masaż</p>' },
    { html: '<p></p>', text: 'Masaż', out: '<p>Masaż</p>' },
    { html: '<p>Ból</p>', text: 'Masaż', out: '<p>Ból</p><p>Masaż</p>' },
    { html: '<p>Ból</p>', text: 'a\nb', out: '<p>Ból</p><p>a</p><p>b</p>' },
    { html: '<p>Ból</p>', text: '<b>x</b> & y', out: '<p>Ból</p><p>&lt;b&gt;x&lt;/b&gt; &amp; y</p>' },
    { html: '<p>Ból</p>', text: '\n', out: '<p>Ból</p>' },
  ])('$text after $html', ({ html, text, out }) => {
    expect(appendDescription(html, text)).toBe(out);
  });
});

describe('richTextPlain', () => {
  it('keeps the lines and drops the tags and scripts', () => {
    expect(richTextPlain('<p>Ból <b>kolana</b></p><ul><li>a</li><li>b &amp; c</li></ul>')).toBe(
      'Ból kolana\na\nb & c',
    );
    expect(richTextPlain('<img src=x onerror="alert(1)"><p>ok</p>')).toBe('ok');
    expect(isBlank('<p> </p>')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('<p>x</p>')).toBe(false);
  });
});
