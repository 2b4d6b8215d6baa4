// Writes the demo gacha items' pictures (client/public/demo/gacha/<productId>-<n>.svg) and the demo
// blind-box figures' (client/public/demo/figures/<productId>-<n>.svg): a little figure per item, its
// colour from the product and the item, rare items with a silver ribbon and the secret one in gold.
// Run once: `node scripts/make-gacha-demo-images.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';

const dir = new URL('../client/public/demo/gacha/', import.meta.url);
const figuresDir = new URL('../client/public/demo/figures/', import.meta.url);
mkdirSync(dir, { recursive: true });
mkdirSync(figuresDir, { recursive: true });

/** `rare` and `secret`: which item numbers wear the silver ribbon and the gold star. */
function figure(productId, n, { rare: rareAt = [4], secret: secretAt = 5 } = {}) {
  const hue = (Number(productId) * 47 + n * 67) % 360;
  const body = `hsl(${hue} 70% 72%)`;
  const back = `hsl(${hue} 80% 95%)`;
  const rare = rareAt.includes(n);
  const secret = n === secretAt;
  const glow = secret
    ? '<circle cx="150" cy="150" r="130" fill="url(#gold)" opacity=".55"/>'
    : rare
      ? '<circle cx="150" cy="150" r="124" fill="#E8EEF6"/>'
      : '';
  const badge = secret
    ? '<path d="M150 30l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z" fill="#F5B301" stroke="#8A5A00" stroke-width="4"/>'
    : rare
      ? '<path d="M205 40h60v26h-60l12-13z" fill="#9FB3C8"/><circle cx="236" cy="53" r="6" fill="#fff"/>'
      : '';
  const ears = n % 2 ? 'M104 120 L112 74 L140 98Z M196 120 L188 74 L160 98Z' : 'M98 132 a22 22 0 1 1 30 -30Z M202 132 a22 22 0 1 0 -30 -30Z';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">
<defs><radialGradient id="gold"><stop offset="0" stop-color="#FFF3B0"/><stop offset="1" stop-color="#F5B301"/></radialGradient></defs>
<rect width="300" height="300" fill="${back}"/>${glow}
<ellipse cx="150" cy="262" rx="78" ry="12" fill="#000" opacity=".08"/>
<path d="${ears}" fill="${body}" stroke="#4A2A1E" stroke-width="6" stroke-linejoin="round"/>
<ellipse cx="150" cy="175" rx="78" ry="82" fill="${body}" stroke="#4A2A1E" stroke-width="6"/>
<ellipse cx="150" cy="205" rx="46" ry="36" fill="#fff" opacity=".55"/>
<circle cx="124" cy="160" r="8" fill="#4A2A1E"/><circle cx="176" cy="160" r="8" fill="#4A2A1E"/>
<circle cx="126.5" cy="156.5" r="2.8" fill="#fff"/><circle cx="178.5" cy="156.5" r="2.8" fill="#fff"/>
<path d="M140 182 q10 9 20 0" fill="none" stroke="#4A2A1E" stroke-width="5" stroke-linecap="round"/>
<ellipse cx="108" cy="180" rx="11" ry="6.5" fill="#FF8FA3" opacity=".7"/><ellipse cx="192" cy="180" rx="11" ry="6.5" fill="#FF8FA3" opacity=".7"/>
${badge}
</svg>
`;
}

for (let id = 3001; id <= 3018; id++) for (let n = 1; n <= 5; n++) writeFileSync(new URL(`${id}-${n}.svg`, dir), figure(String(id), n));
// Blind boxes: seven figures a series (seed-demo-blindboxes.ts): three normal, rare, ultra rare, hidden, secret.
for (let id = 2001; id <= 2018; id++)
  for (let n = 1; n <= 7; n++) writeFileSync(new URL(`${id}-${n}.svg`, figuresDir), figure(String(id), n, { rare: [4, 5, 6], secret: 7 }));
