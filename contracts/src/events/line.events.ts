// Facts on `tube-line-<tubeId>` and `package-line-<packageId>` streams: the first-come-first-served
// line of shoppers waiting for a held tube or blind box. A line is its own stream, never the
// container's: that stream is its fairness hash chain and the hot purchase stream, and waiting
// changes neither.
import { z } from 'zod';
import { eventSchema } from './envelope';

/** What a line stands in front of. */
export const lineContainerSchema = z.enum(['tube', 'package']);
export type LineContainer = z.infer<typeof lineContainerSchema>;

const lineFact = z.object({
  container: lineContainerSchema,
  containerId: z.string().min(1),
  /** The shopper's opaque place-holder: what the public line lists instead of who stands in it. */
  ticket: z.string().min(1),
  userId: z.string().min(1),
});

export const lineJoinedSchema = eventSchema(
  'LineJoined',
  lineFact.extend({
    joinedAt: z.iso.datetime({ offset: true }),
    /** When the hold the shopper lined up behind was due to end, as the tube's stream said then (null: none ran). For the wait estimate. */
    holdEndsAt: z.iso.datetime({ offset: true }).nullable(),
  }),
);

/** The shopper left the line (left the page, or asked to), waiting or while offered the hold. */
export const lineLeftSchema = eventSchema('LineLeft', lineFact);

/** The container was free and this shopper was first: the hold is theirs if they claim it by `expiresAt`. */
export const holdOfferedSchema = eventSchema(
  'HoldOffered',
  lineFact.extend({ offeredAt: z.iso.datetime({ offset: true }), expiresAt: z.iso.datetime({ offset: true }) }),
);

/** The offered shopper took the hold (the normal lock, with every hold rule); they leave the line. */
export const offerClaimedSchema = eventSchema('OfferClaimed', lineFact.extend({ claimedAt: z.iso.datetime({ offset: true }) }));

/** The offer ran out unclaimed: the shopper leaves the line and the next one is offered. */
export const offerLapsedSchema = eventSchema('OfferLapsed', lineFact);

/** The lock refused the offered shopper (a hold rule said no): they leave the line, with the refusal's words. */
export const offerRefusedSchema = eventSchema('OfferRefused', lineFact.extend({ message: z.string().min(1) }));

/** Nothing left to wait for (sold out): everyone still in the line leaves it, and no one joins again. */
export const lineClosedSchema = eventSchema('LineClosed', z.object({ container: lineContainerSchema, containerId: z.string().min(1) }));

export type LineJoined = z.infer<typeof lineJoinedSchema>;
export type LineLeft = z.infer<typeof lineLeftSchema>;
export type HoldOffered = z.infer<typeof holdOfferedSchema>;
export type OfferClaimed = z.infer<typeof offerClaimedSchema>;
export type OfferLapsed = z.infer<typeof offerLapsedSchema>;
export type OfferRefused = z.infer<typeof offerRefusedSchema>;
export type LineClosed = z.infer<typeof lineClosedSchema>;
/** Events of a `<container>-line-<id>` stream. */
export type LineEvent = LineJoined | LineLeft | HoldOffered | OfferClaimed | OfferLapsed | OfferRefused | LineClosed;
export const lineEventSchemas = [
  lineJoinedSchema,
  lineLeftSchema,
  holdOfferedSchema,
  offerClaimedSchema,
  offerLapsedSchema,
  offerRefusedSchema,
  lineClosedSchema,
] as const;
