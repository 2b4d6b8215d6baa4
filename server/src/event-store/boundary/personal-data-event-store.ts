// Crypto-shredding at the event boundary: the personal-data fields of each event (contracts'
// `personalDataFields`) are stored encrypted with the owning member's key (AES-256-GCM, the member
// id as additional data), and decrypted on read. Once the key is destroyed the fields read as
// ERASED, whether they were stored encrypted or, before this existed, in the clear. For a type whose
// older version kept personal data in other fields (a shop order's recipient), an older stored
// event is upcast first, so that data is erased too. Other types pass as stored: their upcasters
// may drop what this view must still show (the version-1 password hashes the accounts backfill
// reads). Deciders and projections only ever see plain or erased values.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { currentEventVersion, ERASED, personalDataFields, upcast } from '@shop/contracts';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store.port';
import { EventStoreDecorator } from './event-store-decorator';
import type { MemberKey, MemberKeys } from './member-keys';

const PREFIX = 'pd1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptField(key: Buffer, userId: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptField(key: Buffer, userId: string, stored: string): string {
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

type Data = Record<string, unknown>;

/**
 * The event's personal-data fields and their owner, or null when it holds no personal data: a type
 * without such fields, or one whose fields are all absent or null (an ichiban order has no
 * recipient). Such an event needs no key, so a purchase neither makes nor reads one.
 */
function personal(type: string, data: unknown): { fields: readonly string[]; userId: string } | null {
  const fields = personalDataFields[type];
  if (!fields) return null;
  const d = data as Data | null;
  const userId = d?.userId;
  return typeof userId === 'string' && fields.some((field) => typeof d![field] === 'string') ? { fields, userId } : null;
}

export class PersonalDataEventStore extends EventStoreDecorator {
  constructor(
    inner: EventStore,
    private readonly keys: MemberKeys,
  ) {
    super(inner);
  }

  protected async toStore(_streamId: string, events: NewEvent[]): Promise<NewEvent[]> {
    const out: NewEvent[] = [];
    // An append's events mostly share one owner (a registration is several events): one lookup each.
    const keys = new Map<string, Buffer>();
    for (const event of events) {
      const owner = personal(event.type, event.data);
      if (!owner) {
        out.push(event);
        continue;
      }
      let key = keys.get(owner.userId);
      if (!key) keys.set(owner.userId, (key = await this.keys.keyFor(owner.userId)));
      out.push({ ...event, data: mapFields(event.data as Data, owner.fields, (value) => encryptField(key, owner.userId, value)) });
    }
    return out;
  }

  protected async fromStore(stored: RecordedEvent[]): Promise<RecordedEvent[]> {
    const events = stored.map(current);
    const owners = new Set<string>();
    for (const e of events) {
      const owner = personal(e.type, e.data);
      if (owner) owners.add(owner.userId);
    }
    if (!owners.size) return events;
    const keys = await this.keys.keysOf([...owners]);
    return events.map((event) => {
      const owner = personal(event.type, event.data);
      if (!owner) return event;
      const key: MemberKey | undefined = keys.get(owner.userId);
      return { ...event, data: mapFields(event.data as Data, owner.fields, (value) => reveal(key, owner.userId, value, event)) };
    });
  }
}

/** Types whose older versions kept personal data outside the fields `personalDataFields` names now. */
const PERSONAL_DATA_MOVED: ReadonlySet<string> = new Set(['OrderPlaced']);

/**
 * An event with personal fields at its type's current version. One the upcasters cannot read is
 * left as stored, for the validating boundary to report with its stream and revision.
 */
function current(event: RecordedEvent): RecordedEvent {
  const version = event.metadata.schemaVersion ?? 1;
  if (!PERSONAL_DATA_MOVED.has(event.type) || version >= currentEventVersion(event.type)) return event;
  try {
    const up = upcast(event.type, event.data, version);
    return { ...event, data: up.data, metadata: { ...event.metadata, schemaVersion: up.version } };
  } catch {
    return event;
  }
}

function reveal(key: MemberKey | undefined, userId: string, value: string, event: RecordedEvent): string {
  if (key === 'destroyed') return ERASED;
  // Written before encryption existed: in the clear until the member closes the account.
  if (!value.startsWith(PREFIX)) return value;
  if (!key) throw new Error(`stored event ${event.streamId}@${event.revision}: personal data of ${userId} is encrypted but the member has no key`);
  return decryptField(key, userId, value);
}

/** The data with each present string field replaced (null and absent fields stay as they are). */
function mapFields(data: Data, fields: readonly string[], map: (value: string) => string): Data {
  const next = { ...data };
  for (const field of fields) {
    const value = next[field];
    if (typeof value === 'string') next[field] = map(value);
  }
  return next;
}
