import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE } from '../platform/http/openapi.ts';
import { renderOpenApi } from './openapi-document.ts';

writeFileSync(OPENAPI_FILE, await renderOpenApi());
console.log(`Zapisano ${OPENAPI_FILE}`);
