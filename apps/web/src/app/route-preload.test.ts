import { afterEach, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { preloadScript, screenPreloads } from '../../route-preload.ts';

/** A build's output as the plugin reads it: chunks with their static imports and stylesheets. */
function chunk(fileName: string, imports: string[], extra: Record<string, unknown> = {}) {
  return { type: 'chunk', fileName, imports, viteMetadata: { importedCss: new Set<string>() }, ...extra };
}

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/client.js'], { isEntry: true }),
  'assets/client.js': chunk('assets/client.js', []),
  'assets/Page.js': chunk('assets/Page.js', ['assets/Screen.js'], {
    facadeModuleId: '/repo/apps/web/src/features/visits/calendar/VisitsCalendarPage.tsx',
  }),
  'assets/Screen.js': chunk('assets/Screen.js', ['assets/client.js', 'assets/Autocomplete.js'], {
    viteMetadata: { importedCss: new Set(['assets/Screen.css']) },
  }),
  'assets/Autocomplete.js': chunk('assets/Autocomplete.js', ['assets/Screen.js']),
  'index.html': { type: 'asset', fileName: 'index.html', source: '' },
} as unknown as Rolldown.OutputBundle;

const SCREENS = [
  { paths: ['/visits', '/visitsrooms'], module: 'src/features/visits/calendar/VisitsCalendarPage.tsx' },
];

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
  window.history.replaceState(null, '', '/');
});

describe('route preload', () => {
  it("lists a screen's chunks and stylesheets the entry does not load already, for each of its paths", () => {
    const preloads = screenPreloads(bundle, SCREENS, '/');
    const expected = {
      js: ['/assets/Page.js', '/assets/Screen.js', '/assets/Autocomplete.js'],
      css: ['/assets/Screen.css'],
    };
    expect(preloads).toEqual({ '/visits': expected, '/visitsrooms': expected });
  });

  it('fails the build when a listed screen has no chunk of its own', () => {
    expect(() => screenPreloads(bundle, [{ paths: ['/x'], module: 'src/Missing.tsx' }], '/')).toThrow(
      'no chunk for src/Missing.tsx',
    );
  });

  it("adds the opened path's modulepreload and style preload links, and none on another path", () => {
    const script = preloadScript(screenPreloads(bundle, SCREENS, '/'));
    window.history.replaceState(null, '', '/visits/');
    new Function(script)();
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')]);
    expect(links).toEqual([
      ['modulepreload', '/assets/Page.js'],
      ['modulepreload', '/assets/Screen.js'],
      ['modulepreload', '/assets/Autocomplete.js'],
      ['preload', '/assets/Screen.css'],
    ]);

    for (const link of document.head.querySelectorAll('link')) link.remove();
    window.history.replaceState(null, '', '/patients');
    new Function(script)();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
