// What every MPG flow (recharge, card payment of an order) shares with the gateway: the protocol
// version we speak and the refusal of a result that is forged, tampered with or not ours.
export const MPG_VERSION = '2.0';

/** A notify or return post that is forged, tampered with, or about no recharge or order of ours. */
export class RejectedGatewayResult extends Error {}
