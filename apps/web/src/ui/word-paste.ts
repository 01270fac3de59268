/**
 * Word (desktop) puts lists on the clipboard as paragraphs styled `mso-list:l0 level1 lfo1`, each
 * starting with its typed marker ('·', '1.') in a span styled `mso-list:Ignore`, not as <ul>/<ol>.
 * This turns them into real lists so that the editor keeps them; the rest of what Word adds (classes,
 * mso- styles, <o:p>) the editor's schema drops by itself.
 */
export function wordListsToHtmlLists(html: string): string {
  if (!/mso-list/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const starts = [...doc.querySelectorAll('p[style]')].filter(
    (p) => listId(p) !== null && listId(p.previousElementSibling) !== listId(p),
  );
  for (const first of starts) convertList(first);
  return doc.body.innerHTML;
}

const LIST_STYLE = /mso-list:\s*(l\d+)\s+level(\d+)/i;
/** A typed number or letter ('1.', 'a)', 'iv.'); any other marker ('·', 'o', '§') is a bullet. */
const ORDERED_MARKER = /^[\da-z]{1,5}[.)]$/i;

/** Word's list of a list paragraph ('l0'); its levels share it. */
function listId(node: Element | null): string | null {
  if (node?.tagName !== 'P') return null;
  return LIST_STYLE.exec(node.getAttribute('style') ?? '')?.[1] ?? null;
}

function levelOf(paragraph: Element): number {
  return Number(LIST_STYLE.exec(paragraph.getAttribute('style') ?? '')?.[2] ?? 1);
}

/** Replaces the adjacent paragraphs of one Word list, from `first` on, with nested <ul>/<ol>. */
function convertList(first: Element) {
  const doc = first.ownerDocument;
  const id = listId(first);
  const paragraphs: Element[] = [];
  for (let p: Element | null = first; p && listId(p) === id; p = p.nextElementSibling) paragraphs.push(p);
  // open[i] is the open list of level i + 1; a deeper level opens inside the last item above it.
  const open: HTMLElement[] = [];
  for (const paragraph of paragraphs) {
    const level = Math.min(levelOf(paragraph), open.length + 1);
    const ordered = ORDERED_MARKER.test(takeMarker(paragraph));
    open.length = Math.min(open.length, level);
    if (open.length < level) {
      const list = doc.createElement(ordered ? 'ol' : 'ul');
      const parentItem = open.at(-1)?.lastElementChild;
      if (parentItem) parentItem.append(list);
      else first.before(list);
      open.push(list);
    }
    const item = doc.createElement('li');
    item.append(...paragraph.childNodes);
    open.at(-1)!.append(item);
  }
  for (const paragraph of paragraphs) paragraph.remove();
}

/** Removes a list paragraph's marker and answers its text. */
function takeMarker(paragraph: Element): string {
  const marker = [...paragraph.querySelectorAll('span[style]')].find((span) =>
    /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''),
  );
  if (!marker) return '';
  const text = marker.firstChild?.textContent?.trim() ?? '';
  // Word wraps the marker in a span of its font (Symbol, Wingdings) that holds nothing else.
  const font = marker.parentElement;
  (font?.tagName === 'SPAN' && font.textContent === marker.textContent ? font : marker).remove();
  return text;
}
