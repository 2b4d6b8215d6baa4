// /api/docs: the OpenAPI document as JSON (/api/docs/openapi.json) and Swagger UI to browse it.
// The UI's files come from the swagger-ui-dist package in node_modules, never from a CDN, so the
// page works offline and behind a strict network policy.
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, Response } from 'express';
import swaggerUi from 'swagger-ui-express';
import { buildOpenApiDocument, serializeOpenApiDocument } from './openapi-document';

const DOCS = '/api/docs';

export function serveApiDocs(app: NestExpressApplication): void {
  const http = app.getHttpAdapter().getInstance() as Express;
  // Built on first request: most processes never serve it, and it is the same every time.
  let json: string | undefined;
  http.get(`${DOCS}/openapi.json`, (_req: Request, res: Response) => {
    json ??= serializeOpenApiDocument(buildOpenApiDocument());
    res.type('application/json').setHeader('Cache-Control', 'no-cache');
    res.send(json);
  });
  http.use(
    DOCS,
    // The UI's page loads its files by relative URL ("./swagger-ui.css"): they resolve under /api/docs/ only.
    (req: Request, res: Response, next: NextFunction) => (req.originalUrl === DOCS ? res.redirect(301, `${DOCS}/`) : next()),
    swaggerUi.serve,
    swaggerUi.setup(undefined, { customSiteTitle: 'Kuji shop API', swaggerOptions: { url: `${DOCS}/openapi.json` } }),
  );
}
