// The event boundary over a real PostgreSQL store: the adapter contract still holds through the
// wrappers; events are validated on append and on read (a malformed stored event names its
// stream and revision); schema versions are stamped and old versions upcast; personal data is
// stored encrypted and reads as erased once its member's key is destroyed.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { ERASED, type EventMetadata } from '@shop/contracts';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { createDataSource } from '../../database/data-source';
import { eventStoreContractSuite } from '../event-store.contract.suite';
import type { NewEvent, RecordedEvent } from '../event-store.port';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { MemberKeys, MemberKeyDestroyedError } from './member-keys';
import { PersonalDataEventStore } from './personal-data-event-store';
import { InvalidEventError, MalformedStoredEventError, ValidatingEventStore, shopEventRegistry, type EventRegistry } from './validating-event-store';

const metadata = (): EventMetadata => ({ actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString() });
const event = (type: string, data: object): NewEvent => ({ id: randomUUID(), type, data, metadata: metadata() });

/** The contract suite's own event types are made up per test: any object is a valid body there. */
const anyEventRegistry: EventRegistry = {
  schemaOf: (type) => z.object({ type: z.literal(type), data: z.record(z.string(), z.unknown()) }),
  currentVersion: () => 1,
  upcast: (_type, data, version) => ({ data, version }),
};

eventStoreContractSuite('PostgreSQL through the event boundary', async () => {
  const database = await createTestDatabase('esb');
  const dataSource = createDataSource(database.url, 4);
  await dataSource.initialize();
  await dataSource.runMigrations();
  const adapter = PostgresEventStore.create(database.url);
  await adapter.ensureSchema();
  return {
    store: new ValidatingEventStore(new PersonalDataEventStore(adapter, new MemberKeys(dataSource)), anyEventRegistry),
    async teardown() {
      await adapter.close();
      await dataSource.destroy();
      await database.drop();
    },
  };
});

describe('the event boundary', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let adapter: PostgresEventStore;
  let keys: MemberKeys;
  let store: ValidatingEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('esb');
    dataSource = createDataSource(database.url, 4);
    await dataSource.initialize();
    await dataSource.runMigrations();
    adapter = PostgresEventStore.create(database.url);
    await adapter.ensureSchema();
    keys = new MemberKeys(dataSource);
    store = new ValidatingEventStore(new PersonalDataEventStore(adapter, keys), shopEventRegistry);
  });
  afterAll(async () => {
    await adapter?.close();
    await dataSource?.destroy();
    await database?.drop();
  });

  const registered = (userId: string, phone: string, name: string) =>
    event('UserRegistered', { userId, phone, name, role: 'member', hasPassword: true, via: 'phone', email: `${userId}@mail.tw` });

  it('refuses an event that breaks its contract, and one with no contract, writing nothing', async () => {
    const streamId = `user-bad-${randomUUID()}`;
    await expect(store.appendToStream(streamId, [event('ProfileUpdated', { userId: 'u', name: '' })], { expectedRevision: 'any' })).rejects.toThrow(
      InvalidEventError,
    );
    await expect(store.appendToStream(streamId, [event('NoSuchEvent', {})], { expectedRevision: 'any' })).rejects.toThrow(
      /no contract for event type NoSuchEvent/,
    );
    expect(await adapter.readStream(streamId)).toEqual([]);
  });

  it('fails loudly, with stream and revision, on a malformed stored event (read and subscription)', async () => {
    const streamId = `user-broken-${randomUUID()}`;
    await adapter.appendToStream(streamId, [event('PhoneVerified', { userId: 'u-broken' })], { expectedRevision: 'no_stream' });
    await expect(store.readStream(streamId)).rejects.toThrow(MalformedStoredEventError);
    await expect(store.readStream(streamId)).rejects.toThrow(`stored event ${streamId}@0 (PhoneVerified) is malformed: data.phone`);
    const failed = await new Promise<unknown>((resolve) => {
      const sub = store.subscribeToAll({ filter: { streamPrefixes: [streamId] }, handle: async () => undefined, onError: resolve });
      void sub;
    });
    expect(failed).toBeInstanceOf(MalformedStoredEventError);
  });

  it('checks an event once when this process appended it, and every event another process appended', async () => {
    const checks: string[] = [];
    const counting: EventRegistry = { ...shopEventRegistry, schemaOf: (type) => (checks.push(type), shopEventRegistry.schemaOf(type)) };
    const here = new ValidatingEventStore(adapter, counting);
    const elsewhere = new ValidatingEventStore(adapter, counting);
    const streamId = `user-once-${randomUUID()}`;
    await here.appendToStream(streamId, [event('ProfileUpdated', { userId: 'u-once', name: '一次' })], { expectedRevision: 'no_stream' });
    expect(checks).toHaveLength(1);
    expect((await here.readStream(streamId)).map((e) => e.type)).toEqual(['ProfileUpdated']);
    expect(checks).toHaveLength(1);
    expect((await elsewhere.readStream(streamId)).map((e) => e.type)).toEqual(['ProfileUpdated']);
    expect(checks).toHaveLength(2);
  });

  it('in production, checks no event this process decided, and still every event another process appended', async () => {
    const checks: string[] = [];
    const counting: EventRegistry = { ...shopEventRegistry, schemaOf: (type) => (checks.push(type), shopEventRegistry.schemaOf(type)) };
    const here = new ValidatingEventStore(adapter, counting, { checkAppends: false });
    const elsewhere = new ValidatingEventStore(adapter, counting, { checkAppends: false });
    const streamId = `user-prod-${randomUUID()}`;
    await here.appendToStream(streamId, [event('ProfileUpdated', { userId: 'u-prod', name: '正式' })], { expectedRevision: 'no_stream' });
    expect((await here.readStream(streamId)).map((e) => e.type)).toEqual(['ProfileUpdated']);
    expect(checks).toHaveLength(0);
    expect((await elsewhere.readStream(streamId)).map((e) => e.type)).toEqual(['ProfileUpdated']);
    expect(checks).toHaveLength(1);
  });

  it('stamps the current schema version and upcasts a version-1 registration that carried a hash', async () => {
    const userId = `u-${randomUUID()}`;
    const streamId = `user-${userId}`;
    // Written the way the log was before credentials left it: version 1, no schemaVersion.
    await adapter.appendToStream(
      streamId,
      [
        event('UserRegistered', { userId, phone: null, name: '舊會員', role: 'member', passwordHash: '$argon2id$old', via: 'cli' }),
        event('PasswordChanged', { userId, passwordHash: '$argon2id$new', reason: 'reset' }),
      ],
      { expectedRevision: 'no_stream' },
    );
    await store.appendToStream(streamId, [event('PasswordChanged', { userId, reason: 'set' }), event('ProfileUpdated', { userId, name: '新名' })], {
      expectedRevision: 1n,
    });
    const stored = await adapter.readStream(streamId);
    expect(stored.map((e) => e.metadata.schemaVersion)).toEqual([undefined, undefined, 2, undefined]);
    const read = await store.readStream(streamId);
    expect(read.map((e) => [e.type, e.metadata.schemaVersion])).toEqual([
      ['UserRegistered', 2],
      ['PasswordChanged', 2],
      ['PasswordChanged', 2],
      ['ProfileUpdated', undefined],
    ]);
    expect(read[0]!.data).toMatchObject({ name: '舊會員', hasPassword: true });
    expect(JSON.stringify(read.map((e) => e.data))).not.toContain('argon2');
  });

  it('stores personal data encrypted and erases it on read once the key is destroyed, for that member only', async () => {
    const [gone, kept] = [`u-${randomUUID()}`, `u-${randomUUID()}`];
    await store.appendToStream(`user-${gone}`, [registered(gone, '0912000001', '要走的人')], { expectedRevision: 'no_stream' });
    await store.appendToStream(`user-${kept}`, [registered(kept, '0912000002', '留下的人')], { expectedRevision: 'no_stream' });
    const raw = JSON.stringify((await adapter.readStream(`user-${gone}`)).map((e) => e.data));
    for (const clear of ['0912000001', '要走的人', `${gone}@mail.tw`]) expect(raw).not.toContain(clear);
    expect((await store.readStream(`user-${gone}`))[0]!.data).toMatchObject({ phone: '0912000001', name: '要走的人' });

    await keys.destroy(gone);
    const all: RecordedEvent[] = await store.readAll({ maxCount: 1000, filter: { streamPrefixes: [`user-${gone}`, `user-${kept}`] } });
    expect(all.find((e) => e.streamId === `user-${gone}`)!.data).toMatchObject({ phone: ERASED, name: ERASED, email: ERASED });
    expect(all.find((e) => e.streamId === `user-${kept}`)!.data).toMatchObject({ phone: '0912000002', name: '留下的人' });
    await expect(
      store.appendToStream(`user-${gone}`, [event('ProfileUpdated', { userId: gone, name: '回來' })], { expectedRevision: 'any' }),
    ).rejects.toThrow(MemberKeyDestroyedError);
  });

  it('makes and reads no key for an event whose personal-data fields it does not have (an ichiban order)', async () => {
    const userId = `u-${randomUUID()}`;
    const orderId = randomUUID();
    const placed = event('OrderPlaced', {
      orderId,
      userId,
      productId: '1003',
      productName: '一番賞',
      unitPrice: 250,
      amount: 250,
      points: 0,
      tokens: 250,
      paymentMethod: 'balance',
      placedAt: new Date().toISOString(),
      kind: 'ichiban',
      ichiban: { tubeId: 't1', numbers: null, count: 1, fullPack: false, randomSeed: 'a'.repeat(64) },
    });
    await store.appendToStream(`order-${orderId}`, [placed], { expectedRevision: 'no_stream' });
    expect(await keys.keysOf([userId])).toEqual(new Map());
    expect((await store.readStream(`order-${orderId}`))[0]!.data).toEqual(placed.data);
  });

  it('erases a closed member’s personal data written in the clear before encryption existed', async () => {
    const userId = `u-${randomUUID()}`;
    await adapter.appendToStream(`user-${userId}`, [registered(userId, '0912000003', '明文舊帳')], { expectedRevision: 'no_stream' });
    expect((await store.readStream(`user-${userId}`))[0]!.data).toMatchObject({ phone: '0912000003' });
    await keys.destroy(userId);
    expect((await store.readStream(`user-${userId}`))[0]!.data).toMatchObject({ phone: ERASED, name: ERASED });
  });

  it('upcasts a version-1 shop order before the rule applies: its recipient and invoice e-mail, stored in the clear, are erased too', async () => {
    const userId = `u-${randomUUID()}`;
    const streamId = `order-${randomUUID()}`;
    const lines = [{ itemId: 's1', quantity: 1, title: '公仔', unitPrice: 590, image: '' }];
    // Written the way the log was before: version 1, the personal data inside the selection.
    await adapter.appendToStream(
      streamId,
      [
        event('OrderPlaced', {
          orderId: streamId.slice('order-'.length),
          userId,
          productId: 's1',
          productName: '公仔',
          unitPrice: 590,
          amount: 590,
          points: 0,
          tokens: 590,
          paymentMethod: 'balance',
          placedAt: new Date().toISOString(),
          kind: 'shop',
          shop: {
            lines,
            shippingMethod: 'standard',
            shippingFee: 0,
            customerNote: '',
            recipient: { name: '舊收件人', phone: '0912000004', address: '舊地址 1 號' },
            invoice: { invoiceType: 'donation', email: 'old@mail.tw', donationCode: '88888' },
          },
        }),
      ],
      { expectedRevision: 'no_stream' },
    );
    const [open] = await store.readStream(streamId);
    expect(open!.metadata.schemaVersion).toBe(2);
    expect(open!.data).toMatchObject({
      recipientName: '舊收件人',
      recipientPhone: '0912000004',
      recipientAddress: '舊地址 1 號',
      invoiceEmail: 'old@mail.tw',
    });
    expect((open!.data as { shop: object }).shop).not.toHaveProperty('recipient');
    await keys.destroy(userId);
    const [closed] = await store.readEvents([{ streamId, revision: 0n }]);
    expect(closed!.data).toMatchObject({ recipientName: ERASED, recipientPhone: ERASED, recipientAddress: ERASED, invoiceEmail: ERASED });
    expect(JSON.stringify(closed!.data)).not.toMatch(/舊收件人|0912000004|舊地址|old@mail/);
  });
});
