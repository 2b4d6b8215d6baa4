// docs/events.md, the event catalogue: every event type the contracts define, by stream, with its
// zh-TW name, version, fields, personal data, who appends it and what reads it. Everything comes
// from code the shop runs: the contracts (schemas, names, streams, versions, personal data), the
// projections' own `handles`, and a scan of the server's source for the rest (event-uses.ts).
// `npm run docs:events` writes it; event-catalogue.unit.spec.ts fails while it is stale.
import { resolve } from 'node:path';
import {
  currentEventVersion,
  eventNames,
  eventStreams,
  legacyEvents,
  personalDataFields,
  shopEventSchema,
  type ShopEventType,
  type StreamPattern,
} from '@shop/contracts';
import { allProjections } from '@shop/projections';
import { z } from 'zod';
import { readEventNotes, type EventNotes } from './event-notes';
import { scanEventUses, type EventUses } from './event-uses';

/** The repository's root (the same depth from server/src and server/dist). */
export const REPOSITORY_ROOT = resolve(__dirname, '../../..');
/** Where the catalogue is committed. */
export const EVENT_CATALOGUE_PATH = resolve(REPOSITORY_ROOT, 'docs/events.md');

interface JsonSchema {
  type?: string | string[];
  format?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
}

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  /** For a field only some branches of a union carry: which (`kind = 'gacha'`). */
  when?: string;
  /** The field's doc comment in the contracts. */
  note?: string;
}

export interface CatalogueEvent {
  type: ShopEventType;
  stream: StreamPattern;
  title: string;
  /** The event's doc comment in the contracts. */
  summary?: string;
  version: number;
  fields: FieldRow[];
  personalData: readonly string[];
  emitters: string[];
  projections: string[];
  readers: string[];
  legacy?: string;
}

const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** A field's type in a few words: `string`, `date-time`, `'a' | 'b'`, `integer[]`, `object`. */
function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeOf).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.map((type) => typeOf({ ...schema, type })).join(' | ');
  switch (schema.type) {
    case 'string':
      return schema.format === 'date-time' ? 'date-time' : 'string';
    case 'array': {
      const item = schema.items ? typeOf(schema.items) : 'unknown';
      return item.includes(' ') ? `(${item})[]` : `${item}[]`;
    }
    case 'object':
      return schema.properties ? 'object' : 'record';
    case undefined:
      return 'unknown';
    default:
      return schema.type;
  }
}

/** The rows of an object's fields, nested objects (and arrays of objects) as `parent.child` / `parent[].child`. */
function objectRows(schema: JsonSchema, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    const name = `${prefix}${key}`;
    rows.push({ name, type: typeOf(field), required: schema.required?.includes(key) ?? false });
    if (field.properties) rows.push(...objectRows(field, `${name}.`));
    if (field.type === 'array' && field.items?.properties) rows.push(...objectRows(field.items, `${name}[].`));
  }
  return rows;
}

/** The fields of an event's data; for a union of objects told apart by one field, each field with the branches that carry it. */
function fieldRows(data: z.ZodType): FieldRow[] {
  const schema = z.toJSONSchema(data, { unrepresentable: 'any' }) as JsonSchema;
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches?.every((b) => b.properties)) return objectRows(schema);
  const discriminant = Object.keys(branches[0]!.properties!).find((key) => branches.every((b) => b.properties?.[key]?.const !== undefined));
  const merged = new Map<string, FieldRow & { branches: string[] }>();
  for (const branch of branches) {
    const label = discriminant ? literal(branch.properties![discriminant]!.const) : '';
    for (const row of objectRows(branch)) {
      const seen = merged.get(row.name);
      if (!seen) merged.set(row.name, { ...row, branches: [label] });
      else if (!seen.branches.includes(label)) {
        seen.branches.push(label);
        if (seen.type !== row.type) seen.type = `${seen.type} | ${row.type}`;
      }
    }
  }
  return [...merged.values()].map(({ branches: carriers, ...row }) =>
    carriers.length === branches.length || !discriminant ? row : { ...row, when: `${discriminant} = ${carriers.join(' or ')}` },
  );
}

/** Every event type of the contracts, in the order of eventStreams (grouped by stream). */
export function catalogueEvents(
  uses: EventUses = scanEventUses(REPOSITORY_ROOT, resolve(REPOSITORY_ROOT, 'server/src'), new Set(Object.keys(eventStreams))),
  notes: Map<string, EventNotes> = readEventNotes(resolve(REPOSITORY_ROOT, 'contracts/src/events')),
): CatalogueEvent[] {
  const dataOf = new Map<string, z.ZodType>(shopEventSchema.options.map((option) => [option.shape.type.value, option.shape.data as z.ZodType]));
  const types = Object.keys(eventStreams) as ShopEventType[];
  const missing = [...dataOf.keys()].filter((type) => !types.includes(type as ShopEventType));
  if (missing.length) throw new Error(`no stream for ${missing.join(', ')} in contracts/src/events/event-streams.ts`);
  return types.map((type) => ({
    type,
    stream: eventStreams[type],
    title: eventNames[type].title,
    summary: notes.get(type)?.summary,
    version: currentEventVersion(type),
    fields: fieldRows(dataOf.get(type)!).map((field) => ({ ...field, note: notes.get(type)?.fields.get(field.name) })),
    personalData: personalDataFields[type] ?? [],
    emitters: [...(uses.emitters.get(type) ?? [])],
    projections: allProjections.filter((p) => (p.handles as readonly string[]).includes(type)).map((p) => p.name),
    readers: [...(uses.readers.get(type) ?? [])],
    legacy: legacyEvents[type],
  }));
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;
/** The id a markdown renderer gives the heading `## \`tube-<tubeId>\``: lower case, punctuation dropped. */
const anchor = (stream: string) => stream.toLowerCase().replace(/[^a-z0-9-]/g, '');

function eventSection(event: CatalogueEvent): string[] {
  const lines = [`### ${event.type} · ${event.title}`, ''];
  if (event.summary) lines.push(event.summary, '');
  const facts = [
    `- **Version:** ${event.version}${event.version > 1 ? ` (older versions are upcast on read: \`contracts/src/events/upcasters.ts\`)` : ''}`,
    `- **Appended by:** ${event.emitters.map(code).join(', ') || '—'}`,
    `- **Projections:** ${event.projections.map(code).join(', ') || '—'}`,
    `- **Also read in server:** ${event.readers.map(code).join(', ') || '—'}`,
  ];
  if (event.personalData.length) {
    facts.push(
      `- **Personal data:** ${event.personalData.map(code).join(', ')}, encrypted with the member's key and read as \`[erased]\` once the account is closed`,
    );
  }
  if (event.legacy) facts.push(`- **Legacy:** no longer appended; ${event.legacy}`);
  lines.push(...facts, '', '| Field | Type | Required | Notes |', '| --- | --- | --- | --- |');
  for (const field of event.fields) {
    const notes = [event.personalData.includes(field.name) && '**Personal data.**', field.when && `Only when ${field.when}.`, field.note].filter(
      Boolean,
    );
    lines.push(`| ${code(field.name)} | ${cell(field.type)} | ${field.required ? 'yes' : 'no'} | ${cell(notes.join(' '))} |`);
  }
  lines.push('');
  return lines;
}

/** The catalogue as committed at docs/events.md. */
export function renderEventCatalogue(events: readonly CatalogueEvent[] = catalogueEvents()): string {
  const streams = [...new Set(events.map((e) => e.stream))];
  const lines = [
    '# Events',
    '',
    '<!-- Generated by `npm run docs:events` from the contracts, the projections and the server source: do not edit by hand. -->',
    '',
    'Every fact the shop stores is one of these events, appended to one stream and never changed. They are grouped',
    'below by stream: the stream id is its pattern with the part in angle brackets filled in (`tube-<tubeId>` is',
    '`tube-` and the tube’s id). For each event:',
    '',
    '- its zh-TW name, as support’s timeline, the replay and the fairness verifiers show it',
    '  (`contracts/src/events/event-names.ts`);',
    '- its **version**: the shape of its `data`, stamped in `metadata.schemaVersion` above 1; a stored older version',
    '  is brought up to date on read by the upcasters (`contracts/src/events/upcasters.ts`);',
    '- **appended by**: the files that build it (`{ type: …, data }`), found by scanning `server/src`: the decider',
    '  of its stream, in its module’s `domain/`, which the command handlers run;',
    '- **projections**: the read models (`projections/src`) that fold it, from each projection’s own `handles`;',
    '- **also read in server**: other server code that tells it apart by its type: the aggregate’s own fold,',
    '  readers, the verifiers, reactions in command handlers;',
    '- **personal data**: the fields encrypted with the member’s key (`contracts/src/events/personal-data.ts`);',
    '- its fields, from the zod schema of its `data` (`contracts/src/events/*.events.ts`). Every event also carries',
    '  `metadata`: the actor, correlation and causation ids and the time of the decision (`envelope.ts`).',
    '',
    'Regenerate with `npm run docs:events` after changing an event, a projection or what appends or reads an event;',
    '`server/src/event-catalogue/event-catalogue.unit.spec.ts` fails while this file is stale, and while an event has',
    'no code that appends it (unless `legacyEvents` in `contracts/src/events/event-streams.ts` says why).',
    '',
    '## Streams',
    '',
    ...streams.map(
      (stream) =>
        `- [${code(stream)}](#${anchor(stream)}): ${events
          .filter((e) => e.stream === stream)
          .map((e) => e.type)
          .join(', ')}`,
    ),
    '',
  ];
  for (const stream of streams) {
    lines.push(`## ${code(stream)}`, '');
    for (const event of events.filter((e) => e.stream === stream)) lines.push(...eventSection(event));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
