import sharp from 'sharp';

/**
 * Product shots made for the demo shop (no stock photos, no hotlinks): a packaging shape in the product's colours
 * with its brand and name on the label, drawn as SVG and rendered by sharp. Deterministic: the same product
 * always gives the same picture, so a re-seeded demo gets the same content-addressed files.
 */
export type Shape = 'bottle' | 'jar' | 'tube' | 'box' | 'comb';

export interface Shot {
  shape: Shape;
  /** Packaging colour and label colour. */
  body: string;
  label: string;
  brand: string;
  name: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SHAPES: Record<Shape, (s: Shot) => string> = {
  bottle: (s) => `
    <rect x="370" y="150" width="60" height="70" rx="8" fill="#222"/>
    <path d="M330 230 Q330 210 350 210 L450 210 Q470 210 470 230 L490 280 L490 660 Q490 690 460 690 L340 690 Q310 690 310 660 L310 280 Z" fill="${s.body}"/>
    <rect x="325" y="360" width="150" height="220" rx="10" fill="${s.label}"/>`,
  jar: (s) => `
    <rect x="250" y="330" width="300" height="70" rx="14" fill="#1d1d1d"/>
    <rect x="240" y="395" width="320" height="250" rx="30" fill="${s.body}"/>
    <rect x="265" y="440" width="270" height="160" rx="10" fill="${s.label}"/>`,
  tube: (s) => `
    <rect x="360" y="590" width="80" height="90" rx="10" fill="#1d1d1d"/>
    <path d="M300 150 L500 150 L480 600 L320 600 Z" fill="${s.body}"/>
    <rect x="320" y="300" width="160" height="220" rx="8" fill="${s.label}"/>`,
  box: (s) => `
    <rect x="200" y="260" width="400" height="400" rx="12" fill="${s.body}"/>
    <rect x="380" y="260" width="40" height="400" fill="${s.label}" opacity="0.8"/>
    <rect x="200" y="430" width="400" height="40" fill="${s.label}" opacity="0.8"/>
    <circle cx="370" cy="240" r="40" fill="none" stroke="${s.label}" stroke-width="16"/>
    <circle cx="430" cy="240" r="40" fill="none" stroke="${s.label}" stroke-width="16"/>
    <rect x="270" y="520" width="260" height="110" rx="8" fill="${s.label}"/>`,
  comb: (s) => `
    <rect x="170" y="340" width="460" height="70" rx="20" fill="${s.body}"/>
    ${Array.from({ length: 22 }, (_, i) => `<rect x="${185 + i * 20}" y="400" width="10" height="${i % 2 ? 120 : 150}" rx="4" fill="${s.body}"/>`).join('')}
    <rect x="250" y="600" width="300" height="90" rx="8" fill="${s.label}"/>`,
};

/** Where the label text sits for each shape. */
const TEXT_Y: Record<Shape, number> = { bottle: 450, jar: 505, tube: 400, box: 565, comb: 635 };

export async function productShot(shot: Shot): Promise<Buffer> {
  const y = TEXT_Y[shot.shape];
  const words = shot.name.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = words.length > 2 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [shot.name];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#faf7f2"/><stop offset="1" stop-color="#e6dfd3"/></radialGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <ellipse cx="400" cy="705" rx="230" ry="22" fill="#000" opacity="0.12"/>
    ${SHAPES[shot.shape](shot)}
    <g font-family="sans-serif" text-anchor="middle" fill="#1d1d1d">
      <text x="400" y="${y - 22}" font-size="20" letter-spacing="4">${escape(shot.brand.toUpperCase())}</text>
      ${lines.map((line, i) => `<text x="400" y="${y + 14 + i * 30}" font-size="26" font-weight="bold">${escape(line)}</text>`).join('')}
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
