import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the built single-page app: real files by path, `index.html` for every other non-API path so
 * client-side routes survive a reload.
 */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, { root: distDir, serve: false });
  app.get(
    '/*',
    { config: { routeAccess: { access: 'public' } }, schema: { hide: true } },
    (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (path.startsWith('/api/')) return reply.callNotFound();
      const file = path.replace(/^\/+/, '');
      const isAsset = file !== '' && !file.includes('..') && existsSync(join(distDir, file));
      // The header is set through sendFile's options: it writes its own cache-control over any set before.
      if (isAsset && file.startsWith('assets/')) {
        // Vite names every asset by its content: a year, never revalidated.
        return reply.sendFile(file, { maxAge: ONE_YEAR_MS, immutable: true });
      }
      return reply.header('cache-control', 'no-cache').sendFile(isAsset ? file : 'index.html', {
        cacheControl: false,
      });
    },
  );
}
