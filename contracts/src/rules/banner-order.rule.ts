// Banners are reshuffled once a day (spec 000 §4): the order is seeded by the Taipei date, so every
// visitor sees the same order all day and a new one tomorrow. The server paints the first banner of
// home's first view and the client's carousel shows the same one first, so both take it from here.

// Taiwan has had no daylight saving since 1979, so a fixed offset is exact, and it spares the phone
// Intl's time-zone data on home's first render.
const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/** YYYY-MM-DD in the shop's time zone. */
export function taipeiDate(now: Date): string {
  return new Date(now.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  // mulberry32
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher-Yates shuffle driven by the date: same day, same order. */
export function dailyOrder<T>(items: readonly T[], now: Date): T[] {
  const random = seededRandom(taipeiDate(now));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
