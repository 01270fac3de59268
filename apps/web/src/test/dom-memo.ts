// Two of jsdom's DOM reads are slow enough to dominate the web tests: role and name queries ask
// every node for its computed style, and every labelable element (each button, each input) for its
// labels, where jsdom scans the whole tree once per <label> in it. Both answers depend only on the
// document, and jsdom already drops its own style cache synchronously on every change to the
// attached document (nodes, attributes, text, style sheets). That cache's identity is therefore a
// version of the document: these memos hand back the same answer until it changes, which is exactly
// when jsdom itself would compute anew. Nothing is patched if jsdom's internals are not as expected.

type Impl = { _styleCache?: object; _attached?: boolean; _ownerDocument?: Impl };

const implKey = (node: object) =>
  Object.getOwnPropertySymbols(node).find((symbol) => symbol.description === 'impl');

const MEMOIZED = Symbol.for('wizytownik.domMemo');

/** Memoizes a function of one object (and a string) for as long as the document version holds. */
function perVersion<K extends object, V>(
  version: () => object | undefined,
  compute: (key: K, extra: string) => V,
) {
  let current: object | undefined;
  let memo = new WeakMap<K, Map<string, V>>();
  return (key: K, extra: string): V => {
    const now = version();
    if (now !== current) {
      current = now;
      memo = new WeakMap();
    }
    let byExtra = memo.get(key);
    if (!byExtra) memo.set(key, (byExtra = new Map()));
    if (byExtra.has(extra)) return byExtra.get(extra) as V;
    const value = compute(key, extra);
    byExtra.set(extra, value);
    return value;
  };
}

export function memoizeDomReads() {
  const key = implKey(document);
  const documentImpl = key && (document as unknown as Record<symbol, Impl>)[key];
  if (!key || !documentImpl || !('_styleCache' in documentImpl)) return;
  const version = () => documentImpl._styleCache;

  const getComputedStyle = window.getComputedStyle as typeof window.getComputedStyle & { [MEMOIZED]?: true };
  if (getComputedStyle[MEMOIZED]) return;
  const compute = getComputedStyle.bind(window);
  const style = perVersion(version, (element: Element, pseudo) => compute(element, pseudo || null));
  window.getComputedStyle = Object.assign(
    (element: Element, pseudo?: string | null) =>
      element.isConnected ? style(element, pseudo ?? '') : compute(element, pseudo),
    { [MEMOIZED]: true as const },
  );

  // The labels of an element are found by asking every node for the control it labels; the memo
  // sits on jsdom's own label implementation, which that scan calls.
  const label = document.createElement('label') as unknown as Record<symbol, object>;
  const labelImpl = Object.getPrototypeOf(label[key]) as object;
  const descriptor = Object.getOwnPropertyDescriptor(labelImpl, 'control');
  if (!descriptor?.get) return;
  const control = descriptor.get;
  const controlOf = perVersion(version, (labelNode: Impl) => control.call(labelNode) as unknown);
  Object.defineProperty(labelImpl, 'control', {
    ...descriptor,
    get(this: Impl) {
      return this._attached ? controlOf(this, '') : control.call(this);
    },
  });
}
