// The server as `npm start` runs it: src/main.ts bundled by esbuild into dist/main.js, so a start loads
// one JavaScript file instead of transpiling some 400 TypeScript modules. The workspace's own packages
// (@wizytownik/domain, contracts) are bundled, since they export TypeScript that Node cannot load;
// every installed package stays external and is loaded from node_modules as it is (native addons,
// WebAssembly and data files stay where their code looks for them).
// Run: npm run build -w apps/server (npm start runs it when the sources are newer than the bundle).
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('.', import.meta.url));
export const SERVER_BUNDLE = join(SERVER_DIR, 'dist/main.js');

/** Installed packages stay imports; only relative paths and the workspace's packages are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@wizytownik/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * In a bundle every module's `import.meta.url` would be the bundle's; a module that finds a file
 * relative to itself (migrations, the ICD files, the web app, fonts) gets its own source file's URL,
 * expressed relative to the bundle so the tree may move as a whole.
 */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return { contents, loader: 'ts' };
      const fromBundle = relative(dirname(SERVER_BUNDLE), args.path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: contents.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

export async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [join(SERVER_DIR, 'src/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Error types keep their names in logs (pino writes the constructor's name).
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [externalPackages, sourceImportMetaUrl],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
