// node:crypto's SHA-256 for the rules in contracts (tube and machine chains, participant tags, the
// draws' HMAC streams), given to them at the process's edge (`useNodeSha256`, called when the
// infrastructure opens). The rules' own plain TypeScript one stays what the browser and the offline
// verifier use; both give the same digests (node-sha256.unit.spec.ts).
import { createHmac, hash } from 'node:crypto';
import { useSha256, type Sha256Implementation } from '@shop/contracts';

// A digest's Buffer may be a view into a shared pool: callers get bytes of their own. The one-shot
// `hash` costs about half of a `createHash` object for the short messages the rules hash.
export const nodeSha256Implementation: Sha256Implementation = {
  sha256: (message) => new Uint8Array(hash('sha256', message, 'buffer')),
  hmacSha256: (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest()),
};

/** Makes this process's rules hash with node:crypto. */
export function useNodeSha256(): void {
  useSha256(nodeSha256Implementation);
}
