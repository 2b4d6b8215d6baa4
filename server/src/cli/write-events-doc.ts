// `npm run docs:events`: regenerates docs/events.md, the event catalogue, from the contracts, the
// projections and the server source. event-catalogue.unit.spec.ts fails while the file is stale.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { EVENT_CATALOGUE_PATH, renderEventCatalogue } from '../event-catalogue/event-catalogue';

writeFileSync(EVENT_CATALOGUE_PATH, renderEventCatalogue());
console.log(`wrote ${relative(process.cwd(), EVENT_CATALOGUE_PATH)}`);
