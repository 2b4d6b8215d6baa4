// The one order number a shopper sees, everywhere (order list and detail, the payment page, the card
// gateway's MerchantOrderNo): "K" + the order's UUID as a base-36 number, at most 26 of [0-9A-Z], so
// that it leads back to the order alone. A recharge's own number (R…) is already such a number.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The number shown for an order id (a UUID); any other id (a recharge's R…) as it is. */
export function orderNumberOf(orderId: string): string {
  if (!UUID.test(orderId)) return orderId;
  return `K${BigInt(`0x${orderId.replace(/-/g, '')}`)
    .toString(36)
    .toUpperCase()}`;
}

/** The order id a K… number names; null when it is not one of orderNumberOf's. */
export function orderIdOfNumber(no: string): string | null {
  if (!/^K[0-9A-Z]{1,25}$/.test(no)) return null;
  let n = 0n;
  for (const c of no.slice(1)) n = n * 36n + BigInt(parseInt(c, 36));
  const hex = n.toString(16).padStart(32, '0');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
