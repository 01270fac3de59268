import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A screen whose code the page fetches as it starts when it is opened at one of `paths`. */
export interface PreloadedScreen {
  /** Paths as `location.pathname` has them (no trailing slash). */
  readonly paths: readonly string[];
  /** The screen's module, as its lazy `import()` names it, from the web app's root (e.g. `src/…/Page.tsx`). */
  readonly module: string;
}

/** The files to fetch ahead for one path: module chunks (modulepreload) and stylesheets. */
export interface PathPreload {
  readonly js: string[];
  readonly css: string[];
}

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk and every chunk it imports statically, directly or not. */
function withImports(byFile: ReadonlyMap<string, OutputChunk>, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of byFile.get(fileName)?.imports ?? []) withImports(byFile, imported, into);
  return into;
}

/**
 * What each path's screen needs beyond what the entry already loads: the screen's chunk, the chunks
 * it imports and their stylesheets (in dependency order, as Vite's own preload of a dynamic import).
 */
export function screenPreloads(
  bundle: OutputBundle,
  screens: readonly PreloadedScreen[],
  base: string,
): Record<string, PathPreload> {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const loaded = entry ? withImports(byFile, entry.fileName) : new Set<string>();
  const preloads: Record<string, PathPreload> = {};
  for (const screen of screens) {
    const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${screen.module}`));
    if (!chunk) throw new Error(`route-preload: no chunk for ${screen.module}`);
    const files = [...withImports(byFile, chunk.fileName)].filter((f) => !loaded.has(f));
    const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
    const preload = { js: files.map((f) => base + f), css: [...new Set(css)].map((f) => base + f) };
    for (const path of screen.paths) preloads[path] = preload;
  }
  return preloads;
}

/**
 * The script that asks for the opened path's files: a file of its own (the page's policy allows no
 * inline script) ahead of the app's module.
 */
export function preloadScript(preloads: Record<string, PathPreload>): string {
  return `(function () {
  var preload = ${JSON.stringify(preloads)}[location.pathname.replace(/\\/+$/, '')];
  if (!preload) return;
  function link(rel, href, as) {
    var l = document.createElement('link');
    l.rel = rel;
    l.href = href;
    if (as) l.as = as;
    document.head.appendChild(l);
  }
  preload.js.forEach(function (href) { link('modulepreload', href); });
  preload.css.forEach(function (href) { link('preload', href, 'style'); });
})();
`;
}

/**
 * Fetches the code of the screen a page is opened at (e.g. the calendar at /visits) while the app's
 * own code loads, instead of after it has run: the screen's lazy import then finds it ready. Only
 * for the listed screens' paths; every other page loads as before.
 */
export function routePreload(screens: readonly PreloadedScreen[]): Plugin {
  let base = '/';
  return {
    name: 'wizytownik:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const ref = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: preloadScript(screenPreloads(bundle, screens, base)),
      });
      // A module, fetched alongside the app's without holding up the page's parsing; async: it runs
      // as soon as it arrives, not after the app's module.
      const script = `<script type="module" async crossorigin src="${base}${this.getFileName(ref)}"></script>`;
      const source = String(html.source);
      const at = source.indexOf('<script type="module"');
      if (at < 0) throw new Error('route-preload: index.html has no module script');
      html.source = `${source.slice(0, at)}${script}\n    ${source.slice(at)}`;
    },
  };
}
