// `npm run openapi`: regenerates docs/api/openapi.json from the controllers' declarations and the contracts.
// openapi.unit.spec.ts fails while the committed file differs from a fresh generation.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { buildOpenApiDocument, OPENAPI_DOCUMENT_PATH, serializeOpenApiDocument } from '../openapi/openapi-document';

writeFileSync(OPENAPI_DOCUMENT_PATH, serializeOpenApiDocument(buildOpenApiDocument()));
console.log(`wrote ${relative(process.cwd(), OPENAPI_DOCUMENT_PATH)}`);
