// Event schema versions and the upcasters that bring older stored events to the current shape.
// A stored event's version is `metadata.schemaVersion` (absent: 1). The event-store boundary
// stamps the current version on append and, on read, applies each upcaster from the stored
// version up to the current one before validating with the type's schema, so a log written
// before a change keeps replaying. Upcasters are pure and never see personal-data keys.

/** Current `data` version of each event type whose shape has changed; every other type is at 1. */
const currentEventVersions: Readonly<Record<string, number>> = {
  // v2: the password hash left the log for the credentials table.
  UserRegistered: 2,
  PasswordChanged: 2,
  // v2: a shop order's recipient and invoice e-mail left its selection for fields of their own, personal data.
  OrderPlaced: 2,
};

type Data = Record<string, unknown>;
/** Turns `data` of version n into version n + 1. */
type Upcaster = (data: Data) => Data;

const upcasters: Readonly<Record<string, Readonly<Record<number, Upcaster>>>> = {
  UserRegistered: {
    1: ({ passwordHash, ...rest }) => ({ ...rest, hasPassword: typeof passwordHash === 'string' && passwordHash.length > 0 }),
  },
  PasswordChanged: {
    1: ({ passwordHash: _hash, ...rest }) => rest,
  },
  OrderPlaced: {
    1: (data) => {
      if (data.kind !== 'shop') return data;
      const { recipient, invoice, ...shop } = data.shop as { recipient: { name: string; phone: string; address: string }; invoice?: Data };
      const { email, ...rest } = invoice ?? {};
      return {
        ...data,
        shop: invoice ? { ...shop, invoice: rest } : shop,
        recipientName: recipient.name,
        recipientPhone: recipient.phone,
        recipientAddress: recipient.address,
        ...(invoice ? { invoiceEmail: email } : {}),
      };
    },
  },
};

export const currentEventVersion = (type: string): number => currentEventVersions[type] ?? 1;

/** `data` of a stored `type` event at `version`, brought to the current version. */
export function upcast(type: string, data: unknown, version: number): { data: unknown; version: number } {
  const target = currentEventVersion(type);
  if (version > target) throw new Error(`${type} v${version} is newer than this code knows (v${target})`);
  let current = data;
  for (let v = version; v < target; v++) {
    const step = upcasters[type]?.[v];
    if (!step) throw new Error(`no upcaster for ${type} v${v} → v${v + 1}`);
    current = step(current as Data);
  }
  return { data: current, version: target };
}
