// Which event fields hold personal data. The event-store boundary encrypts them with the owning
// member's key (named by the event's `data.userId`) and, once the key is destroyed by closing the
// account, reads them back as erased: crypto-shredding keeps the log immutable and verifiable.

/** Personal-data fields per event type; every such event carries the owner in `data.userId`. */
export const personalDataFields: Readonly<Record<string, readonly string[]>> = {
  UserRegistered: ['phone', 'name', 'email', 'photoURL'],
  PhoneVerified: ['phone'],
  ProfileUpdated: ['name'],
  ProviderLinked: ['subject', 'email'],
  InvoiceSettingsUpdated: ['email', 'carrierNumber'],
  PhoneReserved: ['phone'],
  IdentityReserved: ['subject'],
  ShipmentRequested: ['recipientName', 'recipientPhone', 'addressDetail'],
  PhoneBound: ['phone'],
  AddressAdded: ['name', 'phone', 'addressDetail'],
  AddressChanged: ['name', 'phone', 'addressDetail'],
  // A shop order's (v2; older ones are upcast to it before the rule applies): other kinds have none of them.
  OrderPlaced: ['recipientName', 'recipientPhone', 'recipientAddress', 'invoiceEmail'],
};

/** What a personal-data string reads as once its owner's key is destroyed. */
export const ERASED = '[erased]';

/** A personal-data value as a read model keeps it: null once erased. */
export const unlessErased = <T extends string | null | undefined>(value: T): T | null => (value === ERASED ? null : value);
