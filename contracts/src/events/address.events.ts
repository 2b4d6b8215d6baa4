// Facts of the member's address book on `addresses-<userId>` streams (002 §3 "Address"): every
// change is an event, and the book is their fold. The recipient, their phone and the street are
// personal data (personal-data.ts): a closed member's read as erased.
import { z } from 'zod';
import { eventSchema } from './envelope';

const addressFields = {
  userId: z.string().min(1),
  addressId: z.string().min(1),
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  district: z.string(),
  addressDetail: z.string(),
};

/** An address was added to the book (the first one is the default from the start). */
export const addressAddedSchema = eventSchema('AddressAdded', z.object({ ...addressFields, isDefault: z.boolean() }));

/** An address of the book was changed: the whole address as it now is. */
export const addressChangedSchema = eventSchema('AddressChanged', z.object(addressFields));

/** An address left the book (shipments already placed keep the copy they made of it). */
export const addressRemovedSchema = eventSchema('AddressRemoved', z.object({ userId: z.string().min(1), addressId: z.string().min(1) }));

/** The address the book now ships to by default (after a choice, or when the default was removed). */
export const defaultAddressChosenSchema = eventSchema('DefaultAddressChosen', z.object({ userId: z.string().min(1), addressId: z.string().min(1) }));

export type AddressAdded = z.infer<typeof addressAddedSchema>;
export type AddressChanged = z.infer<typeof addressChangedSchema>;
export type AddressRemoved = z.infer<typeof addressRemovedSchema>;
export type DefaultAddressChosen = z.infer<typeof defaultAddressChosenSchema>;
/** Events of an `addresses-<userId>` stream. */
export type AddressEvent = AddressAdded | AddressChanged | AddressRemoved | DefaultAddressChosen;
export const addressEventSchemas = [addressAddedSchema, addressChangedSchema, addressRemovedSchema, defaultAddressChosenSchema] as const;
