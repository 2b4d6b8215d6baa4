// Draws a digit captcha as SVG strokes (no <text>, so the answer is not in the markup): each
// digit is a stroke path from a small segment font, jittered, scaled and rotated, over noise.
import { randomInt } from 'node:crypto';

// Digits on a 10 × 16 grid as polylines.
const GLYPHS: Record<string, number[][][]> = {
  '0': [
    [
      [1, 1],
      [9, 1],
      [9, 15],
      [1, 15],
      [1, 1],
    ],
    [
      [9, 1],
      [1, 15],
    ],
  ],
  '1': [
    [
      [3, 4],
      [5, 1],
      [5, 15],
    ],
    [
      [2, 15],
      [8, 15],
    ],
  ],
  '2': [
    [
      [1, 3],
      [3, 1],
      [8, 1],
      [9, 4],
      [1, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1, 1],
      [9, 1],
      [5, 7],
      [9, 10],
      [8, 15],
      [1, 15],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 1],
      [1, 11],
      [9, 11],
    ],
  ],
  '5': [
    [
      [9, 1],
      [1, 1],
      [1, 7],
      [8, 7],
      [9, 11],
      [8, 15],
      [1, 15],
    ],
  ],
  '6': [
    [
      [8, 1],
      [2, 5],
      [1, 11],
      [3, 15],
      [8, 15],
      [9, 11],
      [7, 8],
      [1, 9],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 15],
    ],
    [
      [3, 8],
      [8, 8],
    ],
  ],
  '8': [
    [
      [5, 8],
      [1, 4],
      [5, 1],
      [9, 4],
      [5, 8],
      [1, 12],
      [5, 15],
      [9, 12],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 7],
      [2, 7],
      [1, 3],
      [4, 1],
      [8, 1],
      [9, 5],
      [8, 11],
      [2, 15],
    ],
  ],
};

const WIDTH = 120;
const HEIGHT = 44;
const jitter = (n: number) => (randomInt(0, 2 * n * 10 + 1) - n * 10) / 10;

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(0, 10));
  return out;
}

export function captchaSvg(answer: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const hue = randomInt(0, 360);
    parts.push(
      `<path d="M${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)} Q${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)} ${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)}" stroke="hsl(${hue},45%,70%)" stroke-width="1.2" fill="none"/>`,
    );
  }
  const step = WIDTH / (answer.length + 1);
  [...answer].forEach((digit, i) => {
    const scale = 1.45 + jitter(0.15);
    const x = step * (i + 0.55) + jitter(3);
    const y = 6 + jitter(3);
    const angle = jitter(14);
    const d = GLYPHS[digit]
      .map((line) => line.map(([gx, gy], k) => `${k ? 'L' : 'M'}${(gx + jitter(0.6)).toFixed(1)} ${(gy + jitter(0.6)).toFixed(1)}`).join(' '))
      .join(' ');
    const hue = randomInt(190, 330);
    parts.push(
      `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)} 5 8) scale(${scale.toFixed(2)})" d="${d}" stroke="hsl(${hue},55%,35%)" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 30; i++)
    parts.push(`<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="0.8" fill="hsl(${randomInt(0, 360)},40%,55%)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f6f3ee"/>${parts.join('')}</svg>`;
}
