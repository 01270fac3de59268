import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { stringify as toYaml } from 'yaml';

export const DOCS_PREFIX = '/api/docs';

/** The committed document; a test fails when the contracts and it disagree. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../openapi.json', import.meta.url));

/**
 * 'committed' serves {@link OPENAPI_FILE} as it is; 'generated' builds the document from the routes'
 * schemas (what `npm run openapi` writes into that file), which costs every start some 0.15 s.
 */
export type OpenApiSource = 'committed' | 'generated';

/** The OpenAPI document of the contracts, and Swagger UI to read it. */
export async function installOpenApi(app: FastifyInstance, source: OpenApiSource): Promise<void> {
  if (source === 'generated') await generateOpenApi(app);
  else await app.register(committedDocument);
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

async function generateOpenApi(app: FastifyInstance): Promise<void> {
  const { default: swagger } = await import('@fastify/swagger');
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Wizytownik API',
        version: '0.1.0',
        description:
          'Every reply is wrapped: {result, success, error, unAuthorizedRequest, __abp}. ' +
          'Log in with /api/TokenAuth/Authenticate and send the access token as a bearer token.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
}

/**
 * The `swagger()` decorator Swagger UI reads, answering the committed document; it stands in for
 * @fastify/swagger under that plugin's name, which Swagger UI requires. The document is read at each
 * call of the rarely opened docs, not kept: parsed, its 2 MB would stay in the heap for good.
 */
const committedDocument = fastifyPlugin(
  async (app: FastifyInstance) => {
    type Document = ReturnType<FastifyInstance['swagger']>;
    const read = () => JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Document;
    app.decorate('swagger', ((options?: { yaml?: boolean }) =>
      options?.yaml ? toYaml(read()) : read()) as FastifyInstance['swagger']);
  },
  { name: '@fastify/swagger' },
);
