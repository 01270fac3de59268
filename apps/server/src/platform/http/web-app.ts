import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

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
      if (isAsset && file.startsWith('assets/')) {
        return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(file);
      }
      return reply.header('cache-control', 'no-cache').sendFile(isAsset ? file : 'index.html');
    },
  );
}
