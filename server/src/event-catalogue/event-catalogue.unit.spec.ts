// docs/events.md is what the contracts, projections and server source generate now, and every
// event type has code that appends it (or is marked legacy, with why).
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { legacyEvents } from '@shop/contracts';
import { catalogueEvents, EVENT_CATALOGUE_PATH, renderEventCatalogue } from './event-catalogue';
import { readEventNotes } from './event-notes';
import { scanEventUses } from './event-uses';

const events = catalogueEvents();

it('has docs/events.md as a fresh generation would write it (run `npm run docs:events` after changing an event, a projection or its emitters)', () => {
  // Compared as text, so that the failure says what to do rather than printing two long documents.
  if (readFileSync(EVENT_CATALOGUE_PATH, 'utf8') !== renderEventCatalogue(events))
    throw new Error('docs/events.md is stale: run `npm run docs:events`');
});

it('finds code that appends every event type, except those marked legacy (and those are appended nowhere)', () => {
  expect(events.length).toBeGreaterThan(70);
  expect(events.filter((e) => !e.emitters.length && !e.legacy).map((e) => e.type)).toEqual([]);
  expect(events.filter((e) => e.emitters.length && e.legacy).map((e) => e.type)).toEqual([]);
  for (const reason of Object.values(legacyEvents)) expect(reason?.trim()).toBeTruthy();
});

it('names every event in zh-TW, lists its fields and marks its personal data among them', () => {
  for (const event of events) {
    expect(event.title).toMatch(/\p{Script=Han}/u);
    expect(event.fields.length).toBeGreaterThan(0);
    for (const field of event.personalData) expect(event.fields.map((f) => f.name)).toContain(field);
  }
  expect(events.find((e) => e.type === 'TicketDrawn')).toMatchObject({
    stream: 'tube-<tubeId>',
    emitters: ['server/src/modules/ichiban/domain/tube.decide.ts'],
    projections: expect.arrayContaining(['tube-board']) as unknown,
  });
  expect(events.find((e) => e.type === 'UserRegistered')).toMatchObject({ version: 2, personalData: expect.arrayContaining(['phone']) as unknown });
});

describe('the source scan', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'event-uses-'));
    mkdirSync(join(root, 'src/bench'), { recursive: true });
    const file = (name: string, text: string) => writeFileSync(join(root, 'src', name), text);
    file(
      'thing.decide.ts',
      `type Locked = EventOfType<'Unlocked'>;
       export const decide = (c: { kind: string }) => [{ type: c.kind === 'a' ? ('Locked' as const) : 'Opened', data: {} }];
       const command = { type: 'Lock' };`,
    );
    file(
      'thing.reader.ts',
      `export function read(e: { type: string }) {
         switch (e.type) { case 'Opened': return 1; }
         return e.type === 'Locked' ? 2 : store.readAll({ filter: { eventTypes: ['Unlocked'] } });
       }`,
    );
    file('thing.decide.spec.ts', `const given = [{ type: 'Unlocked', data: {} }];`);
    file('bench/run.ts', `const fixture = { type: 'Unlocked', data: {} };`);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('counts an object literal `{ type: … }` as appending, a comparison or list as reading; types, commands, specs and benches not at all', () => {
    const uses = scanEventUses(root, join(root, 'src'), new Set(['Opened', 'Locked', 'Unlocked']));
    expect(Object.fromEntries([...uses.emitters].map(([type, files]) => [type, [...files]]))).toEqual({
      Locked: ['src/thing.decide.ts'],
      Opened: ['src/thing.decide.ts'],
    });
    expect(Object.fromEntries([...uses.readers].map(([type, files]) => [type, [...files]]))).toEqual({
      Opened: ['src/thing.reader.ts'],
      Locked: ['src/thing.reader.ts'],
      Unlocked: ['src/thing.reader.ts'],
    });
  });
});

it('reads the words of an event and its fields from the contracts, through shared parts and union branches', () => {
  const dir = mkdtempSync(join(tmpdir(), 'event-notes-'));
  try {
    writeFileSync(
      join(dir, 'thing.events.ts'),
      `const base = {
         /** Who. */
         userId: z.string(),
       };
       /** A thing is done, one way or another. */
       const doneDataSchema = z.discriminatedUnion('kind', [
         z.object({ ...base, kind: z.literal('a'), a: z.object({
           /** How many. */
           count: z.number(),
         }) }),
         z.object({ ...base, kind: z.literal('b'), lines: z.array(z.object({
           /** Which. */
           itemId: z.string(),
         })).min(1) }),
       ]);
       export const doneSchema = eventSchema('Done', doneDataSchema);
       /** Opened. */
       export const openedSchema = eventSchema('Opened', z.object({
         /** When. */
         at: z.string().default('x'),
       }));`,
    );
    const notes = readEventNotes(dir);
    expect(notes.get('Done')).toEqual({
      summary: 'A thing is done, one way or another.',
      fields: new Map([
        ['userId', 'Who.'],
        ['a.count', 'How many.'],
        ['lines[].itemId', 'Which.'],
      ]),
    });
    expect(notes.get('Opened')).toEqual({ summary: 'Opened.', fields: new Map([['at', 'When.']]) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
