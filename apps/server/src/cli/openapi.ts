import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, renderOpenApi } from './openapi-document.ts';

writeFileSync(OPENAPI_FILE, await renderOpenApi());
console.log(`Zapisano ${OPENAPI_FILE}`);
