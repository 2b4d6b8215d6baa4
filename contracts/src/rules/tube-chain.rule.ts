// The tamper-evident chain of a tube's stream (DESIGN.md "Fairness").
//
// Every tube event's data carries `prevHash`: the hash of the event before it in the stream
// (64 zeros for TubeOpened). An event's hash is SHA-256 of the canonical JSON of its PUBLIC form,
// which is what the audit export publishes: the same {type, data} with each `userId` replaced by
// `participant`, a per-tube tag of the user. So the export never shows a user id, and anyone can
// still recompute the chain from the export alone; a user can find their own tickets by
// computing their tag.
import { canonicalJson } from './canonical-json';
import { sha256Hex } from './sha256';

export const genesisHash = '0'.repeat(64);

/** Hex SHA-256( utf8("tube-v1:participant:" + tubeId + ":" + userId) ). */
export function tubeParticipantTag(tubeId: string, userId: string): string {
  return sha256Hex(`tube-v1:participant:${tubeId}:${userId}`);
}

type AnyTubeEvent = { type: string; data: { tubeId: string; userId?: string } & Record<string, unknown> };

export type PublicTubeEvent = { type: string; data: Record<string, unknown> };

/**
 * An event as an audit export shows it: `userId` replaced by `participant`, the container's tag of
 * the user (`tag`). Tubes, capsule machines and blind boxes publish their events this way.
 */
export function publicEventForm(
  event: { type: string; data: { userId?: string } & Record<string, unknown> },
  tag: (userId: string) => string,
): PublicTubeEvent {
  const { userId, ...rest } = event.data;
  const data = userId === undefined ? rest : { ...rest, participant: tag(userId) };
  return { type: event.type, data };
}

/** Hash of one event of a chain taken over the public form (tubes, capsule machines): private or public form give the same hash. */
export function publicEventHash<E extends { type: string; data: { userId?: string } & Record<string, unknown> }>(
  event: E | PublicTubeEvent,
  toPublic: (event: E) => PublicTubeEvent,
): string {
  const data = event.data as E['data'];
  const form = 'userId' in data && data.userId !== undefined ? toPublic(event as E) : event;
  return sha256Hex(canonicalJson({ type: form.type, data: form.data }));
}

/** The event as the audit export shows it: `userId` replaced by `participant`. */
export function publicTubeEvent(event: AnyTubeEvent): PublicTubeEvent {
  return publicEventForm(event, (userId) => tubeParticipantTag(event.data.tubeId, userId));
}

/** Hash of one event (private or public form: both give the same hash). */
export function tubeEventHash(event: AnyTubeEvent | PublicTubeEvent): string {
  return publicEventHash(event, publicTubeEvent);
}
