// The runner's raw upsert (read-model-table.ts) on real PostgreSQL: every kind of column the read
// models use comes back as TypeORM's own save would store it, a column a row leaves undefined takes
// its default, and the statement's text does not grow with the batch.
import 'reflect-metadata';
import { ReadModelTable } from '../../projections/src/runner/read-model-table';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

@Entity('read_model_table_sample')
class Sample {
  @PrimaryColumn('text') id!: string;
  @Column('int') count!: number;
  @Column('text', { nullable: true }) note!: string | null;
  @Column('jsonb') doc!: unknown;
  @Column('jsonb', { nullable: true }) maybe!: unknown;
  @Column('timestamptz') at!: Date;
  @Column('boolean') flag!: boolean;
  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) big!: number;
  @Column('int', { array: true }) numbers!: number[];
  @Column('text', { array: true }) tags!: string[];
  @Column('text', { name: 'with_default', default: 'fallback' }) withDefault?: string;
}

let db: TestDatabase;
let ds: DataSource;
let table: ReadModelTable<Sample>;

beforeAll(async () => {
  db = await createTestDatabase('rmtable');
  ds = new DataSource({ type: 'postgres', url: db.url, entities: [Sample], synchronize: true });
  await ds.initialize();
  table = new ReadModelTable(ds, Sample, 'id');
});

afterAll(async () => {
  await ds?.destroy();
  await db?.drop();
});

beforeEach(() => ds.getRepository(Sample).clear());

const sample = (id: string, over: Partial<Sample> = {}): Sample =>
  Object.assign(new Sample(), {
    id,
    count: 7,
    note: 'a "quoted", back\\slash, new\nline, 中文 and 🎲',
    doc: { prizes: [{ tier: 'A', name: 'A賞 公仔', quantity: 2 }], text: '{"not":"parsed"}', none: null },
    maybe: null,
    at: new Date('2026-11-29T05:06:07.089Z'),
    flag: true,
    big: 1_234_567_890_123,
    numbers: [3, 1, 2],
    tags: ['order:1', 'a,b', '{brace}', 'say "hi"', ''],
    withDefault: 'given',
    ...over,
  });

const stored = async () => (await ds.getRepository(Sample).find({ order: { id: 'ASC' } })).map((r) => ({ ...r }));

it('stores every kind of column as TypeORM itself does', async () => {
  const rows = [sample('a'), sample('b', { note: null, doc: 'just a string', maybe: [1, { x: true }], flag: false, numbers: [], tags: [] })];
  await table.upsert(ds.manager, rows);
  const ours = await stored();
  await ds.getRepository(Sample).clear();
  await ds.getRepository(Sample).save(rows.map((r) => ({ ...r })));
  expect(ours).toEqual(await stored());
  expect(ours[1]).toMatchObject({ note: null, doc: 'just a string', maybe: [1, { x: true }], numbers: [], tags: [] });
});

it('replaces a stored row, and gives the column default where a row leaves a column undefined', async () => {
  await table.upsert(ds.manager, [sample('a'), sample('b')]);
  // Two sets of columns in one batch: a statement each, committed together.
  await table.upsert(ds.manager, [
    sample('a', { count: 8, withDefault: undefined }),
    sample('b', { count: 9 }),
    sample('c', { withDefault: undefined }),
  ]);
  expect((await stored()).map((r) => [r.id, r.count, r.withDefault])).toEqual([
    ['a', 8, 'fallback'],
    ['b', 9, 'given'],
    ['c', 7, 'fallback'],
  ]);
});

it('sends the same statement text, with one parameter, whatever the number of rows', () => {
  const one: unknown[] = [];
  const many: unknown[] = [];
  const sqlOne = table.upsertStatements([sample('a')], one);
  const sqlMany = table.upsertStatements(
    Array.from({ length: 200 }, (_, i) => sample(`r${i}`)),
    many,
  );
  expect(sqlMany).toEqual(sqlOne);
  expect([one.length, many.length]).toEqual([1, 1]);
});
