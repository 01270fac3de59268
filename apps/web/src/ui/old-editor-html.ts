/**
 * Notes written before TipTap came from the browser's contentEditable: a line is a <div>, and a <br>
 * ending a line only gives an empty one its height. TipTap would read that <br> as a line break of its
 * own (an empty line twice as tall), so such a line becomes the paragraph it stands for.
 */
export function oldEditorLinesToParagraphs(html: string): string {
  if (!/<div/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Innermost first, so that a div holding only lines is seen after they became paragraphs.
  for (const div of [...doc.body.querySelectorAll('div')].reverse()) {
    if (div.lastChild?.nodeName === 'BR') div.lastChild.remove();
    if (div.querySelector('div, p, ul, ol, table')) continue;
    const paragraph = doc.createElement('p');
    paragraph.append(...div.childNodes);
    div.replaceWith(paragraph);
  }
  return doc.body.innerHTML;
}
