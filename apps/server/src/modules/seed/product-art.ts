/**
 * Generated artwork for the demo mall: product pictures, advert banners, category tiles and logos.
 *
 * Every function returns a self-contained SVG document as a string (no external references, no
 * fonts except the logo letter). Items are drawn in a 400×400 "item space" centred on (200, 200)
 * and then placed on a background; colours come from the caller's palette.
 */
import type { ArtKind } from './demo-types';

// ---------------------------------------------------------------------------------------------
// Colour helpers

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const n = Number.parseInt(h.slice(0, 6), 16);
  if (!/^[0-9a-fA-F]{6}/.test(h) || Number.isNaN(n)) return [128, 128, 128];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes `a` towards `b`; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const tint = (c: string, t: number) => mix(c, '#ffffff', t);
const shade = (c: string, t: number) => mix(c, '#000000', t);

/** 0 for greys, up to 1 for fully saturated colours. */
function chroma(c: string): number {
  const [r, g, b] = hexToRgb(c);
  return (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
}

function luminance(c: string): number {
  const [r, g, b] = hexToRgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The named colours an item drawing uses, all derived from a palette of two or three colours. */
interface Ink {
  main: string;
  accent: string;
  third: string;
  dark: string;
  deep: string;
  light: string;
  pale: string;
  metal: string;
  metalDark: string;
  outline: string;
  /** The most colourful palette entry, for background accents. */
  vivid: string;
  /** Pale background tones. */
  bgA: string;
  bgB: string;
  bgC: string;
}

function isHex(c: unknown): c is string {
  return typeof c === 'string' && /^#?[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(c.trim());
}

function makeInk(palette: readonly string[]): Ink {
  const colours = palette.filter(isHex).map((c) => (c.startsWith('#') ? c : `#${c}`));
  const main = colours[0] ?? '#4f7cff';
  const accent = colours[1] ?? mix(main, luminance(main) > 0.5 ? '#1f2937' : '#ffd166', 0.55);
  const third = colours[2] ?? mix(main, accent, 0.5);
  // The background follows the most colourful of the palette (near-black, grey and near-white
  // entries make a dull backdrop), kept pale so the item stands out.
  const vivid = [accent, third, main].reduce((best, c) => (chroma(c) > chroma(best) + 0.08 ? c : best));
  const bgBase = vivid;
  return {
    main,
    accent,
    third,
    dark: shade(main, 0.28),
    deep: shade(main, 0.55),
    light: tint(main, 0.45),
    pale: tint(main, 0.82),
    metal: '#cfd6df',
    metalDark: '#8a94a3',
    outline: shade(main, 0.65),
    vivid,
    bgA: tint(bgBase, 0.86),
    bgB: tint(bgBase, 0.7),
    bgC: tint(main, 0.78),
  };
}

/** A short stable id so gradients of different pictures never clash when inlined together. */
function uid(...parts: (string | number)[]): string {
  let h = 2166136261;
  for (const ch of parts.join('|')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return `a${(h >>> 0).toString(36)}`;
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const n = (v: number) => Number(v.toFixed(2));

// ---------------------------------------------------------------------------------------------
// Item drawings (400×400 item space). Each returns SVG elements; `id` prefixes any definitions.

type Draw = (k: Ink, id: string) => string;

const phone: Draw = (k, id) => `
<defs>
  <linearGradient id="${id}-scr" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${tint(k.accent, 0.25)}"/><stop offset="1" stop-color="${k.main}"/>
  </linearGradient>
  <clipPath id="${id}-clip"><rect x="84" y="48" width="142" height="304" rx="23"/></clipPath>
  <linearGradient id="${id}-back" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${tint(k.main, 0.2)}"/><stop offset="1" stop-color="${k.dark}"/>
  </linearGradient>
</defs>
<g transform="rotate(14 262 210)">
  <rect x="196" y="44" width="150" height="304" rx="32" fill="url(#${id}-back)"/>
  <rect x="212" y="62" width="70" height="84" rx="20" fill="${k.deep}" opacity="0.85"/>
  <circle cx="234" cy="84" r="13" fill="#1b1f2a" stroke="${k.metal}" stroke-width="3"/>
  <circle cx="234" cy="124" r="13" fill="#1b1f2a" stroke="${k.metal}" stroke-width="3"/>
  <circle cx="264" cy="104" r="8" fill="#1b1f2a" stroke="${k.metal}" stroke-width="2"/>
  <circle cx="264" cy="78" r="4" fill="#fff3c4"/>
  <rect x="200" y="60" width="10" height="270" rx="5" fill="#ffffff" opacity="0.12"/>
</g>
<rect x="72" y="36" width="166" height="328" rx="34" fill="${k.outline}"/>
<rect x="76" y="40" width="158" height="320" rx="30" fill="#12151d"/>
<g clip-path="url(#${id}-clip)">
<rect x="84" y="48" width="142" height="304" fill="url(#${id}-scr)"/>
<circle cx="120" cy="130" r="70" fill="#ffffff" opacity="0.16"/>
<circle cx="214" cy="300" r="96" fill="${k.accent}" opacity="0.35"/>
<path d="M84 250 Q150 200 226 240 L226 352 L84 352 Z" fill="#ffffff" opacity="0.12"/>
</g>
<rect x="130" y="58" width="50" height="15" rx="7.5" fill="#0b0d12"/>
${[0, 1, 2, 3].map((i) => `<rect x="${98 + i * 31}" y="300" width="22" height="22" rx="7" fill="#ffffff" opacity="${[0.85, 0.7, 0.75, 0.6][i]}"/>`).join('')}
<rect x="108" y="110" width="94" height="12" rx="6" fill="#ffffff" opacity="0.75"/>
<rect x="124" y="130" width="62" height="8" rx="4" fill="#ffffff" opacity="0.5"/>
<rect x="68" y="118" width="5" height="30" rx="2" fill="${k.outline}"/>
<rect x="68" y="158" width="5" height="46" rx="2" fill="${k.outline}"/>
<rect x="237" y="140" width="5" height="56" rx="2" fill="${k.outline}"/>`;

const laptop: Draw = (k, id) => `
<defs>
  <linearGradient id="${id}-scr" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${tint(k.accent, 0.2)}"/><stop offset="1" stop-color="${k.main}"/>
  </linearGradient>
  <linearGradient id="${id}-base" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#e9edf2"/><stop offset="1" stop-color="#aab3bf"/>
  </linearGradient>
</defs>
<rect x="62" y="74" width="276" height="194" rx="16" fill="#2a2f3a"/>
<rect x="66" y="78" width="268" height="186" rx="13" fill="#11141b"/>
<rect x="76" y="88" width="248" height="166" rx="4" fill="url(#${id}-scr)"/>
<path d="M76 210 Q150 160 230 200 T324 180 L324 254 L76 254 Z" fill="#ffffff" opacity="0.18"/>
<path d="M76 236 Q170 200 324 226 L324 254 L76 254 Z" fill="${k.deep}" opacity="0.25"/>
<circle cx="262" cy="130" r="22" fill="#ffffff" opacity="0.35"/>
<rect x="92" y="102" width="56" height="10" rx="5" fill="#ffffff" opacity="0.6"/>
<rect x="92" y="118" width="36" height="7" rx="3.5" fill="#ffffff" opacity="0.4"/>
<circle cx="200" cy="83" r="2" fill="#3b4252"/>
<path d="M40 268 L360 268 L376 290 Q378 300 366 300 L34 300 Q22 300 24 290 Z" fill="url(#${id}-base)"/>
<rect x="24" y="296" width="352" height="6" rx="3" fill="#8a94a3"/>
<path d="M168 268 L232 268 L228 276 Q226 278 222 278 L178 278 Q174 278 172 276 Z" fill="#9aa4b2"/>`;

const headphones: Draw = (k) => `
<path d="M104 236 C92 86 308 86 296 236" fill="none" stroke="${k.dark}" stroke-width="26" stroke-linecap="round"/>
<path d="M104 236 C92 86 308 86 296 236" fill="none" stroke="${k.main}" stroke-width="18" stroke-linecap="round"/>
<path d="M132 140 C170 100 230 100 268 140" fill="none" stroke="${k.deep}" stroke-width="16" stroke-linecap="round"/>
<rect x="92" y="196" width="22" height="48" rx="8" fill="${k.metal}"/>
<rect x="286" y="196" width="22" height="48" rx="8" fill="${k.metal}"/>
<rect x="58" y="224" width="86" height="136" rx="40" fill="${k.main}"/>
<rect x="58" y="224" width="86" height="136" rx="40" fill="#000000" opacity="0.08"/>
<rect x="124" y="234" width="30" height="116" rx="15" fill="${k.deep}"/>
<ellipse cx="96" cy="292" rx="22" ry="40" fill="${k.accent}"/>
<ellipse cx="90" cy="280" rx="6" ry="14" fill="#ffffff" opacity="0.35"/>
<rect x="256" y="224" width="86" height="136" rx="40" fill="${k.main}"/>
<rect x="246" y="234" width="30" height="116" rx="15" fill="${k.deep}"/>
<ellipse cx="304" cy="292" rx="22" ry="40" fill="${k.accent}"/>
<ellipse cx="298" cy="280" rx="6" ry="14" fill="#ffffff" opacity="0.35"/>
<rect x="66" y="236" width="10" height="100" rx="5" fill="#ffffff" opacity="0.18"/>
<rect x="264" y="236" width="10" height="100" rx="5" fill="#ffffff" opacity="0.18"/>`;

/** Twelve hour marks on a watch dial centred on (200, 200); the quarters are longer. */
function dialTicks(): string {
  return Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 * Math.PI) / 180;
    const r1 = i % 3 === 0 ? 34 : 39;
    return `<line x1="${n(200 + r1 * Math.cos(a))}" y1="${n(200 + r1 * Math.sin(a))}" x2="${n(200 + 45 * Math.cos(a))}" y2="${n(200 + 45 * Math.sin(a))}" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${i % 3 === 0 ? 4 : 2.5}" stroke-linecap="round"/>`;
  }).join('');
}

const watch: Draw = (k, id) => `
<defs>
  <radialGradient id="${id}-face" cx="0.4" cy="0.35" r="0.8">
    <stop offset="0" stop-color="#2b3140"/><stop offset="1" stop-color="#0c0f16"/>
  </radialGradient>
</defs>
<path d="M158 40 L242 40 Q250 40 250 48 L246 140 L154 140 L150 48 Q150 40 158 40 Z" fill="${k.main}"/>
<path d="M154 260 L246 260 L250 352 Q250 360 242 360 L158 360 Q150 360 150 352 Z" fill="${k.main}"/>
<path d="M158 40 L242 40 Q250 40 250 48 L246 140 L154 140 L150 48 Q150 40 158 40 Z" fill="#000000" opacity="0.1"/>
${[292, 314, 336].map((y) => `<circle cx="200" cy="${y}" r="5" fill="${k.deep}"/>`).join('')}
<rect x="126" y="114" width="148" height="172" rx="44" fill="${k.metalDark}"/>
<rect x="130" y="118" width="140" height="164" rx="40" fill="${k.metal}"/>
<rect x="140" y="128" width="120" height="144" rx="32" fill="url(#${id}-face)"/>
<circle cx="200" cy="200" r="52" fill="none" stroke="${k.accent}" stroke-width="5"/>
<circle cx="200" cy="200" r="52" fill="none" stroke="#ffffff" stroke-width="5" stroke-opacity="0.25" stroke-dasharray="40 300" transform="rotate(-60 200 200)"/>
${dialTicks()}
<line x1="200" y1="200" x2="${n(200 + 26 * Math.cos((-150 * Math.PI) / 180))}" y2="${n(200 + 26 * Math.sin((-150 * Math.PI) / 180))}" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>
<line x1="200" y1="200" x2="${n(200 + 38 * Math.cos((-30 * Math.PI) / 180))}" y2="${n(200 + 38 * Math.sin((-30 * Math.PI) / 180))}" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
<line x1="${n(200 - 10 * Math.cos((110 * Math.PI) / 180))}" y1="${n(200 - 10 * Math.sin((110 * Math.PI) / 180))}" x2="${n(200 + 42 * Math.cos((110 * Math.PI) / 180))}" y2="${n(200 + 42 * Math.sin((110 * Math.PI) / 180))}" stroke="${k.accent}" stroke-width="2" stroke-linecap="round"/>
<circle cx="200" cy="200" r="5" fill="${k.accent}"/>
<rect x="270" y="168" width="12" height="34" rx="5" fill="${k.metalDark}"/>
<rect x="272" y="216" width="8" height="24" rx="4" fill="${k.metalDark}"/>
<path d="M148 150 Q170 134 198 132" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.18"/>`;

const camera: Draw = (k, id) => `
<defs>
  <radialGradient id="${id}-lens" cx="0.38" cy="0.35" r="0.75">
    <stop offset="0" stop-color="${tint(k.accent, 0.3)}"/><stop offset="0.45" stop-color="${shade(k.accent, 0.5)}"/><stop offset="1" stop-color="#05070c"/>
  </radialGradient>
</defs>
<rect x="146" y="92" width="104" height="52" rx="12" fill="#2a2f3a"/>
<rect x="76" y="108" width="44" height="22" rx="8" fill="${k.accent}"/>
<rect x="44" y="128" width="312" height="204" rx="28" fill="#e8ecf1"/>
<rect x="44" y="168" width="312" height="128" fill="${k.main}"/>
<rect x="44" y="168" width="312" height="128" fill="#000000" opacity="0.12"/>
${Array.from({ length: 14 }, (_, i) => `<line x1="${60 + i * 22}" y1="172" x2="${60 + i * 22}" y2="292" stroke="#ffffff" stroke-opacity="0.06" stroke-width="6"/>`).join('')}
<rect x="44" y="128" width="312" height="204" rx="28" fill="none" stroke="#2a2f3a" stroke-width="6"/>
<rect x="276" y="144" width="56" height="28" rx="6" fill="#ffffff" stroke="#9aa4b2" stroke-width="3"/>
<rect x="70" y="146" width="40" height="20" rx="5" fill="#1b1f2a"/>
<circle cx="200" cy="232" r="86" fill="#2a2f3a"/>
<circle cx="200" cy="232" r="74" fill="#cfd6df"/>
<circle cx="200" cy="232" r="66" fill="#1b1f2a"/>
<circle cx="200" cy="232" r="50" fill="url(#${id}-lens)"/>
<circle cx="200" cy="232" r="20" fill="#05070c" opacity="0.8"/>
<circle cx="182" cy="212" r="11" fill="#ffffff" opacity="0.55"/>
<circle cx="220" cy="254" r="5" fill="#ffffff" opacity="0.3"/>`;

const tv: Draw = (k, id) => `
<defs>
  <linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${tint(k.accent, 0.35)}"/><stop offset="1" stop-color="${tint(k.main, 0.3)}"/>
  </linearGradient>
</defs>
<rect x="176" y="282" width="48" height="44" fill="#6b7482"/>
<path d="M120 332 Q120 322 134 322 L266 322 Q280 322 280 332 L280 336 L120 336 Z" fill="#3b4252"/>
<rect x="24" y="54" width="352" height="232" rx="10" fill="#0f1218"/>
<rect x="32" y="62" width="336" height="214" rx="3" fill="url(#${id}-sky)"/>
<circle cx="288" cy="120" r="28" fill="#fff7d6"/>
<circle cx="288" cy="120" r="44" fill="#fff7d6" opacity="0.3"/>
<path d="M32 276 L32 210 L104 140 L160 196 L224 124 L312 210 L368 168 L368 276 Z" fill="${k.main}"/>
<path d="M32 276 L32 240 Q120 200 200 236 T368 226 L368 276 Z" fill="${k.deep}"/>
<path d="M104 140 L124 160 L112 168 L96 150 Z M224 124 L248 148 L232 156 L214 136 Z" fill="#ffffff" opacity="0.7"/>
<path d="M32 62 L140 62 L60 276 L32 276 Z" fill="#ffffff" opacity="0.07"/>`;

const tshirt: Draw = (k) => `
<path d="M142 60 L104 72 L44 124 L84 186 L120 160 L120 350 Q120 362 132 362 L268 362 Q280 362 280 350 L280 160 L316 186 L356 124 L296 72 L258 60 Q200 106 142 60 Z" fill="${k.main}"/>
<path d="M44 124 L84 186 L96 178 L56 116 Z M356 124 L316 186 L304 178 L344 116 Z" fill="${k.accent}"/>
<path d="M120 330 L280 330 L280 350 Q280 362 268 362 L132 362 Q120 362 120 350 Z" fill="#000000" opacity="0.08"/>
<path d="M142 60 Q200 106 258 60" fill="none" stroke="${k.dark}" stroke-width="12" stroke-linecap="round"/>
<path d="M120 160 L120 350 Q120 362 132 362 L160 362 Q146 250 150 150 Z" fill="#000000" opacity="0.07"/>
<path d="M250 120 Q262 240 246 362 L268 362 Q280 362 280 350 L280 160 Z" fill="#ffffff" opacity="0.08"/>
<rect x="220" y="170" width="36" height="40" rx="5" fill="${k.accent}" opacity="0.9"/>
<line x1="220" y1="178" x2="256" y2="178" stroke="#ffffff" stroke-opacity="0.4" stroke-width="2" stroke-dasharray="4 3"/>`;

const dress: Draw = (k) => `
<path d="M166 40 L172 110 M234 40 L228 110" stroke="${k.dark}" stroke-width="8" stroke-linecap="round"/>
<path d="M164 104 Q200 128 236 104 L248 194 L152 194 Z" fill="${k.main}"/>
<path d="M152 200 L248 200 Q296 290 336 350 Q200 378 64 350 Q104 290 152 200 Z" fill="${k.main}"/>
<path d="M152 200 Q120 290 110 356 Q86 354 64 350 Q104 290 152 200 Z" fill="#000000" opacity="0.1"/>
<path d="M248 200 Q284 290 296 360 Q320 356 336 350 Q296 290 248 200 Z" fill="#ffffff" opacity="0.1"/>
<path d="M178 206 Q160 290 156 362 M222 206 Q240 290 246 362 M200 206 L200 366" fill="none" stroke="${k.deep}" stroke-opacity="0.22" stroke-width="3"/>
${[
  [140, 280],
  [176, 246],
  [222, 252],
  [262, 290],
  [120, 330],
  [196, 312],
  [240, 336],
  [290, 338],
  [160, 340],
  [210, 280],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${k.pale}" opacity="0.75"/>`)
  .join('')}
<rect x="148" y="186" width="104" height="20" rx="8" fill="${k.accent}"/>
<path d="M200 196 L184 184 L184 208 Z M200 196 L216 184 L216 208 Z" fill="${shade(k.accent, 0.25)}"/>
<circle cx="200" cy="196" r="6" fill="${tint(k.accent, 0.2)}"/>`;

const shoe: Draw = (k) => `
<path d="M36 280 L370 280 Q378 280 378 290 L378 298 Q378 312 362 312 L46 312 Q30 312 30 298 L30 290 Q30 280 36 280 Z" fill="#f4f5f7"/>
<rect x="30" y="300" width="348" height="12" rx="6" fill="${k.deep}"/>
<path d="M44 284 L46 196 Q48 160 80 158 L138 156 Q166 156 186 182 L232 216 Q300 226 344 238 Q378 250 376 284 Z" fill="${k.main}"/>
<path d="M46 196 Q40 170 60 160 L84 158 L70 220 L46 226 Z" fill="${k.accent}"/>
<path d="M290 228 Q350 236 370 262 Q376 272 376 284 L300 284 Q290 256 290 228 Z" fill="#ffffff" opacity="0.22"/>
<path d="M136 156 Q146 118 180 122 L204 190 L176 178 Z" fill="${k.dark}"/>
<path d="M102 284 L170 196 L194 206 L132 284 Z M148 284 L206 214 L226 222 L176 284 Z" fill="${k.accent}"/>
${[
  [150, 172, 182, 160],
  [162, 186, 196, 172],
  [176, 200, 210, 186],
]
  .map(([x1, y1, x2, y2]) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>`)
  .join('')}
<path d="M44 260 L376 270" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="8 6"/>`;

const bag: Draw = (k) => `
<path d="M136 160 Q132 58 200 58 Q268 58 264 160" fill="none" stroke="${k.deep}" stroke-width="16" stroke-linecap="round"/>
<path d="M86 150 L314 150 L338 346 Q340 362 324 362 L76 362 Q60 362 62 346 Z" fill="${k.main}"/>
<path d="M86 150 L314 150 L317 176 L83 176 Z" fill="#000000" opacity="0.14"/>
<path d="M62 346 Q60 362 76 362 L130 362 L120 150 L86 150 Z" fill="#000000" opacity="0.07"/>
<path d="M280 150 L314 150 L338 346 Q340 362 324 362 L296 362 Z" fill="#ffffff" opacity="0.1"/>
<path d="M92 186 L308 186" stroke="${k.pale}" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="8 6"/>
<path d="M150 206 L250 206 L246 282 Q200 302 154 282 Z" fill="${k.accent}"/>
<path d="M158 214 L242 214" stroke="#ffffff" stroke-opacity="0.4" stroke-width="2" stroke-dasharray="5 4"/>
<rect x="188" y="272" width="24" height="22" rx="5" fill="#e6c36a" stroke="#b08d3a" stroke-width="2"/>
<rect x="124" y="148" width="26" height="16" rx="4" fill="#e6c36a"/>
<rect x="250" y="148" width="26" height="16" rx="4" fill="#e6c36a"/>`;

const cap: Draw = (k) => `
<path d="M80 262 Q76 112 204 108 Q326 108 326 262 Z" fill="${k.main}"/>
<path d="M80 262 Q76 112 204 108 Q140 150 136 262 Z" fill="#000000" opacity="0.1"/>
<path d="M204 108 Q186 180 184 262 M204 108 Q258 170 272 262" fill="none" stroke="${k.deep}" stroke-opacity="0.35" stroke-width="3"/>
<path d="M204 108 Q186 180 184 262 M204 108 Q258 170 272 262" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="5 5" transform="translate(6 0)"/>
<ellipse cx="204" cy="110" rx="16" ry="8" fill="${k.dark}"/>
<circle cx="150" cy="170" r="4" fill="${k.deep}"/>
<circle cx="262" cy="168" r="4" fill="${k.deep}"/>
<rect x="200" y="170" width="56" height="44" rx="10" fill="${k.accent}"/>
<circle cx="228" cy="192" r="12" fill="#ffffff" opacity="0.8"/>
<path d="M76 258 L330 258 L332 272 Q200 286 74 272 Z" fill="${k.dark}"/>
<path d="M236 262 Q330 240 384 270 Q388 290 360 298 Q300 310 246 284 Z" fill="${k.dark}"/>
<path d="M246 270 Q320 256 370 276" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="6 5"/>`;

const sofa: Draw = (k) => `
<rect x="66" y="112" width="268" height="132" rx="28" fill="${k.dark}"/>
<rect x="82" y="126" width="114" height="104" rx="20" fill="${k.main}"/>
<rect x="204" y="126" width="114" height="104" rx="20" fill="${k.main}"/>
<rect x="88" y="132" width="30" height="90" rx="14" fill="#ffffff" opacity="0.12"/>
<rect x="210" y="132" width="30" height="90" rx="14" fill="#ffffff" opacity="0.12"/>
<g transform="rotate(-12 128 186)"><rect x="98" y="158" width="62" height="58" rx="14" fill="${k.accent}"/><path d="M108 170 L150 204 M150 170 L108 204" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/></g>
<rect x="70" y="226" width="260" height="58" rx="18" fill="${k.main}"/>
<rect x="80" y="222" width="118" height="46" rx="14" fill="${tint(k.main, 0.12)}"/>
<rect x="202" y="222" width="118" height="46" rx="14" fill="${tint(k.main, 0.12)}"/>
<rect x="30" y="176" width="64" height="128" rx="30" fill="${k.main}"/>
<rect x="306" y="176" width="64" height="128" rx="30" fill="${k.main}"/>
<rect x="30" y="176" width="64" height="128" rx="30" fill="#000000" opacity="0.1"/>
<rect x="306" y="176" width="64" height="128" rx="30" fill="#ffffff" opacity="0.08"/>
<rect x="46" y="284" width="308" height="24" rx="10" fill="${k.deep}"/>
<path d="M74 306 L90 306 L86 344 L78 344 Z M310 306 L326 306 L322 344 L314 344 Z" fill="#8b5a2b"/>`;

const lamp: Draw = (k, id) => `
<defs>
  <radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#fff6cf" stop-opacity="0.95"/><stop offset="1" stop-color="#fff6cf" stop-opacity="0"/>
  </radialGradient>
</defs>
<ellipse cx="200" cy="210" rx="170" ry="120" fill="url(#${id}-glow)"/>
<path d="M120 184 L280 184 L330 250 Q200 270 70 250 Z" fill="#fff3b8" opacity="0.55"/>
<rect x="193" y="176" width="14" height="160" rx="6" fill="${k.metalDark}"/>
<path d="M196 176 L196 336" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
<path d="M138 62 L262 62 Q272 62 276 72 L312 172 Q316 184 302 184 L98 184 Q84 184 88 172 L124 72 Q128 62 138 62 Z" fill="${k.main}"/>
<path d="M138 62 L168 62 L140 184 L98 184 Q84 184 88 172 L124 72 Q128 62 138 62 Z" fill="#ffffff" opacity="0.18"/>
<path d="M236 62 L262 62 Q272 62 276 72 L312 172 Q316 184 302 184 L276 184 Z" fill="#000000" opacity="0.1"/>
<rect x="90" y="174" width="220" height="12" rx="6" fill="${k.dark}"/>
<ellipse cx="200" cy="190" rx="34" ry="10" fill="#fffbe6"/>
<line x1="252" y1="186" x2="252" y2="226" stroke="${k.metalDark}" stroke-width="2"/>
<circle cx="252" cy="230" r="5" fill="${k.accent}"/>
<path d="M134 346 Q134 326 160 326 L240 326 Q266 326 266 346 L266 352 Q266 360 256 360 L144 360 Q134 360 134 352 Z" fill="${k.accent}"/>
<path d="M134 346 Q134 326 160 326 L240 326 Q266 326 266 346 Z" fill="#ffffff" opacity="0.2"/>`;

const pot: Draw = (k) => `
<path d="M196 30 Q182 48 196 64 Q210 80 196 96 M150 40 Q136 58 150 74 Q164 90 150 106 M244 40 Q230 58 244 74 Q258 90 244 106" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.85"/>
<rect x="40" y="206" width="56" height="26" rx="13" fill="${k.dark}"/>
<rect x="304" y="206" width="56" height="26" rx="13" fill="${k.dark}"/>
<path d="M78 192 L322 192 L316 300 Q312 344 268 344 L132 344 Q88 344 84 300 Z" fill="${k.main}"/>
<path d="M84 300 Q88 344 132 344 L160 344 Q124 300 120 192 L78 192 Z" fill="#000000" opacity="0.1"/>
<path d="M270 200 Q300 260 280 330" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="10" stroke-linecap="round"/>
<rect x="82" y="196" width="236" height="10" fill="#000000" opacity="0.18"/>
<path d="M66 194 Q200 96 334 194 Z" fill="${k.main}"/>
<path d="M66 194 Q200 96 334 194 Z" fill="#ffffff" opacity="0.12"/>
<rect x="62" y="184" width="276" height="16" rx="8" fill="${k.dark}"/>
<rect x="188" y="128" width="24" height="20" fill="${k.metalDark}"/>
<rect x="170" y="112" width="60" height="24" rx="12" fill="${k.accent}"/>
<path d="M120 170 Q160 140 200 136" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="6" stroke-linecap="round"/>`;

const mug: Draw = (k) => `
<path d="M160 40 Q146 58 160 76 Q174 94 160 110 M212 34 Q198 52 212 70 Q226 88 212 104" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.85"/>
<path d="M272 172 Q346 168 346 236 Q346 304 268 304" fill="none" stroke="${k.dark}" stroke-width="30" stroke-linecap="round"/>
<path d="M272 172 Q346 168 346 236 Q346 304 268 304" fill="none" stroke="${k.main}" stroke-width="20" stroke-linecap="round"/>
<path d="M96 136 L294 136 L282 334 Q280 358 256 358 L134 358 Q110 358 108 334 Z" fill="${k.main}"/>
<path d="M96 136 L140 136 L150 358 L134 358 Q110 358 108 334 Z" fill="#000000" opacity="0.08"/>
<path d="M250 150 L270 150 L262 340 L246 344 Z" fill="#ffffff" opacity="0.18"/>
<path d="M102 214 L288 214 L286 238 L104 238 Z" fill="${k.accent}"/>
<path d="M104 250 L286 250 L285 262 L105 262 Z" fill="${k.accent}" opacity="0.6"/>
<ellipse cx="195" cy="136" rx="99" ry="18" fill="${k.light}"/>
<ellipse cx="195" cy="139" rx="86" ry="12" fill="#5b3a23"/>
<ellipse cx="180" cy="137" rx="30" ry="4" fill="#8a5a38"/>`;

const plant: Draw = (k) => {
  const leaf = (angle: number, len: number, colour: string) =>
    `<g transform="translate(200 236) rotate(${angle}) scale(${len})"><path d="M0 0 Q40 -50 0 -120 Q-40 -50 0 0 Z" fill="${colour}"/><path d="M0 -4 L0 -112" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2.5"/></g>`;
  const greenA = mix(k.main, '#3f8f4e', 0.35);
  const greenB = tint(greenA, 0.22);
  const greenC = shade(greenA, 0.18);
  return `
${leaf(-62, 1.15, greenC)}${leaf(62, 1.1, greenC)}${leaf(-34, 1.45, greenA)}${leaf(34, 1.4, greenA)}${leaf(-10, 1.6, greenB)}${leaf(14, 1.25, greenC)}${leaf(-86, 0.85, greenB)}${leaf(86, 0.8, greenB)}
<path d="M132 246 L268 246 L252 348 Q250 362 236 362 L164 362 Q150 362 148 348 Z" fill="${k.accent}"/>
<path d="M132 246 L170 246 L176 362 L164 362 Q150 362 148 348 Z" fill="#000000" opacity="0.1"/>
<path d="M236 256 L252 256 L242 352 L232 352 Z" fill="#ffffff" opacity="0.2"/>
<rect x="122" y="230" width="156" height="28" rx="8" fill="${shade(k.accent, 0.12)}"/>
<path d="M146 290 Q170 280 200 290 T254 290" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="4"/>`;
};

const lipstick: Draw = (k) => {
  const gold = '#d9b45a';
  return `
<rect x="240" y="176" width="78" height="184" rx="10" fill="${k.accent}"/>
<rect x="240" y="176" width="78" height="184" rx="10" fill="#000000" opacity="0.12"/>
<rect x="246" y="176" width="14" height="184" rx="6" fill="#ffffff" opacity="0.18"/>
<rect x="240" y="330" width="78" height="14" fill="${gold}"/>
<path d="M138 140 L138 74 Q138 58 154 52 L198 34 Q204 32 204 40 L204 140 Z" fill="${k.main}"/>
<path d="M138 140 L138 74 Q138 58 154 52 L162 49 L162 140 Z" fill="#ffffff" opacity="0.25"/>
<path d="M188 40 L204 34 L204 140 L190 140 Z" fill="#000000" opacity="0.15"/>
<rect x="132" y="136" width="78" height="70" rx="4" fill="${gold}"/>
<rect x="132" y="136" width="16" height="70" fill="#ffffff" opacity="0.3"/>
<rect x="194" y="136" width="16" height="70" fill="#000000" opacity="0.12"/>
<rect x="124" y="200" width="94" height="20" rx="4" fill="#b8923c"/>
<rect x="124" y="214" width="94" height="146" rx="10" fill="${k.accent}"/>
<rect x="130" y="214" width="16" height="146" rx="6" fill="#ffffff" opacity="0.2"/>
<rect x="124" y="330" width="94" height="14" fill="${gold}"/>`;
};

const bottle: Draw = (k) => `
<rect x="156" y="46" width="88" height="70" rx="14" fill="${k.accent}"/>
<rect x="166" y="52" width="14" height="58" rx="7" fill="#ffffff" opacity="0.25"/>
<rect x="174" y="112" width="52" height="26" fill="${k.dark}"/>
<path d="M150 136 L250 136 Q286 136 286 172 L286 334 Q286 362 258 362 L142 362 Q114 362 114 334 L114 172 Q114 136 150 136 Z" fill="${k.main}"/>
<path d="M150 136 L176 136 Q144 150 144 186 L144 362 L142 362 Q114 362 114 334 L114 172 Q114 136 150 136 Z" fill="#000000" opacity="0.08"/>
<rect x="128" y="160" width="16" height="180" rx="8" fill="#ffffff" opacity="0.3"/>
<rect x="146" y="204" width="108" height="112" rx="12" fill="#ffffff" opacity="0.9"/>
<circle cx="200" cy="238" r="18" fill="${k.accent}"/>
<rect x="166" y="268" width="68" height="8" rx="4" fill="${k.dark}" opacity="0.6"/>
<rect x="178" y="284" width="44" height="6" rx="3" fill="${k.dark}" opacity="0.35"/>
<path d="M300 120 Q316 146 316 160 Q316 176 300 176 Q284 176 284 160 Q284 146 300 120 Z" fill="${tint(k.main, 0.3)}" opacity="0.85"/>`;

const ball: Draw = (k, id) => {
  const pent = (cx: number, cy: number, r: number, rot: number) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = ((rot + i * 72 - 90) * Math.PI) / 180;
      return `${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`;
    }).join(' ');
  const outer = Array.from({ length: 5 }, (_, i) => {
    const a = ((i * 72 - 90 + 36) * Math.PI) / 180;
    return [200 + 128 * Math.cos(a), 205 + 128 * Math.sin(a)] as const;
  });
  const inner = Array.from({ length: 5 }, (_, i) => {
    const a = ((i * 72 - 90 + 36) * Math.PI) / 180;
    return [200 + 44 * Math.cos(a), 205 + 44 * Math.sin(a)] as const;
  });
  return `
<defs>
  <clipPath id="${id}-ball"><circle cx="200" cy="205" r="150"/></clipPath>
  <radialGradient id="${id}-shade" cx="0.35" cy="0.3" r="0.85">
    <stop offset="0.5" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/>
  </radialGradient>
</defs>
<circle cx="200" cy="205" r="150" fill="${tint(k.main, 0.9)}"/>
<g clip-path="url(#${id}-ball)">
  <g stroke="${k.dark}" stroke-width="5" stroke-opacity="0.6" fill="none">
    ${outer.map(([x, y], i) => `<line x1="${n(inner[i]?.[0] ?? 200)}" y1="${n(inner[i]?.[1] ?? 205)}" x2="${n(x)}" y2="${n(y)}"/>`).join('')}
  </g>
  <polygon points="${pent(200, 205, 50, 0)}" fill="${k.main}"/>
  ${outer.map(([x, y], i) => `<polygon points="${pent(x, y, 50, 180 + i * 72)}" fill="${k.main}"/>`).join('')}
  <polygon points="${pent(200, 205, 50, 0)}" fill="${k.accent}" opacity="0.45"/>
</g>
<circle cx="200" cy="205" r="150" fill="url(#${id}-shade)"/>
<ellipse cx="150" cy="130" rx="40" ry="24" transform="rotate(-35 150 130)" fill="#ffffff" opacity="0.4"/>`;
};

const bike: Draw = (k) => {
  const wheel = (cx: number) => `
<circle cx="${cx}" cy="272" r="76" fill="none" stroke="#1f2430" stroke-width="13"/>
<circle cx="${cx}" cy="272" r="66" fill="none" stroke="${k.metal}" stroke-width="3"/>
${Array.from({ length: 12 }, (_, i) => {
  const a = (i * 30 * Math.PI) / 180;
  return `<line x1="${cx}" y1="272" x2="${n(cx + 64 * Math.cos(a))}" y2="${n(272 + 64 * Math.sin(a))}" stroke="${k.metalDark}" stroke-width="2"/>`;
}).join('')}
<circle cx="${cx}" cy="272" r="9" fill="${k.metalDark}"/>`;
  return `
${wheel(98)}${wheel(302)}
<g fill="none" stroke-linecap="round" stroke-linejoin="round">
  <path d="M98 272 L204 272 L168 166 Z" stroke="${k.main}" stroke-width="13"/>
  <path d="M168 166 L280 166 L204 272" stroke="${k.main}" stroke-width="13"/>
  <path d="M280 166 L302 272" stroke="${k.dark}" stroke-width="11"/>
  <path d="M168 166 L160 132" stroke="${k.metalDark}" stroke-width="9"/>
  <path d="M280 166 L272 120" stroke="${k.metalDark}" stroke-width="9"/>
  <path d="M256 116 Q282 108 300 126" stroke="#1f2430" stroke-width="9"/>
</g>
<path d="M134 126 Q160 116 190 124 Q194 134 180 136 L146 136 Q132 136 134 126 Z" fill="#1f2430"/>
<circle cx="204" cy="272" r="20" fill="none" stroke="${k.metalDark}" stroke-width="6"/>
<line x1="204" y1="272" x2="222" y2="300" stroke="#1f2430" stroke-width="7" stroke-linecap="round"/>
<rect x="210" y="298" width="24" height="8" rx="3" fill="#1f2430"/>
<path d="M262 142 L312 142 L306 176 L268 176 Z" fill="${k.accent}" opacity="0.95"/>
<path d="M268 152 L306 152 M270 164 L304 164" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
<path d="M220 262 Q258 256 300 262" fill="none" stroke="${k.accent}" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`;
};

const book: Draw = (k) => `
<rect x="56" y="300" width="292" height="50" rx="6" fill="${k.accent}"/>
<rect x="64" y="308" width="276" height="34" fill="#fbf7ee"/>
${[316, 324, 332].map((y) => `<line x1="66" y1="${y}" x2="338" y2="${y}" stroke="#d8cfbd" stroke-width="2"/>`).join('')}
<rect x="56" y="346" width="292" height="10" rx="4" fill="${shade(k.accent, 0.25)}"/>
<rect x="300" y="300" width="16" height="56" fill="${tint(k.accent, 0.5)}"/>
<rect x="118" y="52" width="196" height="248" rx="8" fill="${k.main}"/>
<rect x="306" y="58" width="12" height="236" rx="3" fill="#fbf7ee"/>
<rect x="118" y="52" width="28" height="248" rx="6" fill="${k.dark}"/>
<rect x="146" y="52" width="6" height="248" fill="#000000" opacity="0.12"/>
<rect x="176" y="96" width="110" height="12" rx="6" fill="#ffffff" opacity="0.9"/>
<rect x="192" y="118" width="78" height="8" rx="4" fill="#ffffff" opacity="0.6"/>
<circle cx="231" cy="200" r="42" fill="${k.accent}"/>
<circle cx="231" cy="200" r="42" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>
<path d="M211 214 L231 176 L251 214 Z" fill="#ffffff" opacity="0.85"/>
<rect x="176" y="260" width="110" height="6" rx="3" fill="#ffffff" opacity="0.45"/>
<path d="M270 52 L290 52 L290 112 L280 102 L270 112 Z" fill="${k.accent}"/>`;

const toy: Draw = (k) => `
<circle cx="134" cy="86" r="34" fill="${k.main}"/><circle cx="134" cy="86" r="17" fill="${k.light}"/>
<circle cx="266" cy="86" r="34" fill="${k.main}"/><circle cx="266" cy="86" r="17" fill="${k.light}"/>
<ellipse cx="112" cy="260" rx="28" ry="48" transform="rotate(24 112 260)" fill="${k.dark}"/>
<ellipse cx="288" cy="260" rx="28" ry="48" transform="rotate(-24 288 260)" fill="${k.dark}"/>
<ellipse cx="200" cy="276" rx="86" ry="88" fill="${k.main}"/>
<ellipse cx="200" cy="286" rx="52" ry="58" fill="${k.light}"/>
<ellipse cx="148" cy="344" rx="42" ry="28" fill="${k.dark}"/>
<ellipse cx="252" cy="344" rx="42" ry="28" fill="${k.dark}"/>
<ellipse cx="148" cy="346" rx="22" ry="15" fill="${k.light}"/>
<ellipse cx="252" cy="346" rx="22" ry="15" fill="${k.light}"/>
<circle cx="200" cy="140" r="78" fill="${k.main}"/>
<ellipse cx="170" cy="104" rx="26" ry="16" fill="#ffffff" opacity="0.15"/>
<ellipse cx="200" cy="168" rx="36" ry="27" fill="${k.light}"/>
<ellipse cx="200" cy="154" rx="12" ry="8" fill="${k.outline}"/>
<path d="M200 162 L200 174 M186 178 Q200 188 214 178" fill="none" stroke="${k.outline}" stroke-width="4" stroke-linecap="round"/>
<circle cx="170" cy="126" r="8" fill="${k.outline}"/><circle cx="167" cy="123" r="2.5" fill="#ffffff"/>
<circle cx="230" cy="126" r="8" fill="${k.outline}"/><circle cx="227" cy="123" r="2.5" fill="#ffffff"/>
<circle cx="156" cy="158" r="10" fill="#ff8fa3" opacity="0.45"/><circle cx="244" cy="158" r="10" fill="#ff8fa3" opacity="0.45"/>
<path d="M200 222 L168 204 L168 240 Z M200 222 L232 204 L232 240 Z" fill="${k.accent}"/>
<circle cx="200" cy="222" r="9" fill="${shade(k.accent, 0.15)}"/>`;

const fruit: Draw = (k) => {
  const leaf = mix(k.accent, '#4caf50', 0.3);
  return `
<path d="M172 128 Q168 100 184 78" fill="none" stroke="#6b4226" stroke-width="9" stroke-linecap="round"/>
<path d="M182 96 Q232 60 262 92 Q226 124 182 96 Z" fill="${leaf}"/>
<path d="M186 96 Q226 86 256 92" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2.5"/>
<path d="M172 126 C236 116 282 170 270 236 C258 306 190 340 136 326 C82 312 60 252 74 200 C88 146 128 130 172 126 Z" fill="${k.main}"/>
<path d="M74 200 C60 252 82 312 136 326 C110 300 96 250 110 200 C118 170 140 146 172 126 C128 130 88 146 74 200 Z" fill="#000000" opacity="0.08"/>
<ellipse cx="204" cy="176" rx="30" ry="18" transform="rotate(-30 204 176)" fill="#ffffff" opacity="0.38"/>
<circle cx="292" cy="300" r="62" fill="${k.third}"/>
<circle cx="292" cy="300" r="62" fill="#000000" opacity="0.06"/>
<ellipse cx="274" cy="276" rx="16" ry="10" transform="rotate(-30 274 276)" fill="#ffffff" opacity="0.4"/>
<path d="M292 238 Q290 224 300 214" fill="none" stroke="#6b4226" stroke-width="6" stroke-linecap="round"/>
<path d="M298 222 Q330 200 346 222 Q322 240 298 222 Z" fill="${leaf}"/>
<circle cx="96" cy="338" r="20" fill="${tint(k.accent, 0.1)}"/>
<circle cx="128" cy="352" r="16" fill="${k.accent}"/>
<circle cx="90" cy="332" r="5" fill="#ffffff" opacity="0.5"/>`;
};

const coffee: Draw = (k) => {
  const bean = (x: number, y: number, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse cx="0" cy="0" rx="17" ry="12" fill="#6b4226"/><path d="M-13 0 Q0 -6 13 0" fill="none" stroke="#3e2414" stroke-width="3"/></g>`;
  return `
<path d="M176 30 Q162 46 176 62 Q190 78 176 92 M222 26 Q208 42 222 58 Q236 74 222 88" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.85"/>
<path d="M124 120 L276 120 L252 354 Q250 366 238 366 L162 366 Q150 366 148 354 Z" fill="#fbf8f3"/>
<path d="M124 120 L160 120 L178 366 L162 366 Q150 366 148 354 Z" fill="#000000" opacity="0.06"/>
<path d="M134 198 L266 198 L256 296 L144 296 Z" fill="${k.main}"/>
<path d="M134 198 L158 198 L166 296 L144 296 Z" fill="#000000" opacity="0.1"/>
<circle cx="200" cy="247" r="28" fill="${k.accent}"/>
<path d="M188 247 Q200 230 212 247 Q200 264 188 247 Z" fill="#ffffff" opacity="0.85"/>
<path d="M132 96 L142 72 Q146 64 156 64 L244 64 Q254 64 258 72 L268 96 Z" fill="${k.dark}"/>
<rect x="112" y="94" width="176" height="30" rx="12" fill="${k.deep}"/>
<rect x="120" y="98" width="60" height="8" rx="4" fill="#ffffff" opacity="0.2"/>
${bean(90, 336, -20)}${bean(322, 326, 30)}${bean(306, 356, -10)}${bean(72, 360, 40)}`;
};

const DRAW: Record<ArtKind, Draw> = {
  phone,
  laptop,
  headphones,
  watch,
  camera,
  tv,
  tshirt,
  dress,
  shoe,
  bag,
  cap,
  sofa,
  lamp,
  pot,
  mug,
  plant,
  lipstick,
  bottle,
  ball,
  bike,
  book,
  toy,
  fruit,
  coffee,
};

/** Lowest point (item space) of each drawing, so it can stand on a floor or podium. */
const BOTTOM: Partial<Record<ArtKind, number>> = {
  laptop: 302,
  tv: 336,
  shoe: 312,
  bike: 348,
  pot: 344,
  sofa: 344,
  ball: 355,
  camera: 332,
  book: 356,
  lamp: 360,
  fruit: 368,
  cap: 298,
  headphones: 360,
};

function drawItem(kind: ArtKind, ink: Ink, id: string): string {
  const draw = DRAW[kind] ?? DRAW.bag;
  return draw(ink, id);
}

function bottomOf(kind: ArtKind): number {
  return BOTTOM[kind] ?? 362;
}

function svgDoc(width: number, height: number, vbW: number, vbH: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vbW} ${vbH}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * A square product picture: the item on a soft gradient. `variant` 0, 1 and 2 give three different
 * compositions (centred on a halo, tilted on a blob, on a podium) so a product's images differ.
 */
export function productSvg(kind: ArtKind, palette: string[], variant: number, size = 800): string {
  const ink = makeInk(palette);
  const v = ((Math.trunc(variant) % 3) + 3) % 3;
  const id = uid('p', kind, palette.join(','), v);
  const item = drawItem(kind, ink, `${id}i`);
  const bottom = bottomOf(kind);
  let bg = '';
  let place = '';
  if (v === 0) {
    const s = 1.42;
    bg = `
<defs>
  <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${ink.bgA}"/><stop offset="1" stop-color="${ink.bgB}"/>
  </linearGradient>
  <radialGradient id="${id}-halo" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="800" height="800" fill="url(#${id}-bg)"/>
<circle cx="400" cy="400" r="340" fill="url(#${id}-halo)"/>
<circle cx="120" cy="130" r="46" fill="${tint(ink.vivid, 0.45)}" opacity="0.45"/>
<circle cx="690" cy="640" r="70" fill="${ink.bgB}" opacity="0.8"/>
<circle cx="700" cy="150" r="14" fill="${tint(ink.vivid, 0.3)}" opacity="0.6"/>
<circle cx="96" cy="660" r="10" fill="${ink.vivid}" opacity="0.35"/>
<path d="M640 90 l10 24 l24 10 l-24 10 l-10 24 l-10 -24 l-24 -10 l24 -10 Z" fill="#ffffff" opacity="0.85"/>`;
    const cy = 400 - (bottom - 200) * s * 0.04;
    place = `<g transform="translate(400 ${n(cy)}) scale(${s}) translate(-200 -200)">
<ellipse cx="200" cy="${bottom + 4}" rx="150" ry="14" fill="#000000" opacity="0.1"/>${item}</g>`;
  } else if (v === 1) {
    const s = 1.3;
    bg = `
<defs>
  <radialGradient id="${id}-bg" cx="0.3" cy="0.25" r="1">
    <stop offset="0" stop-color="${tint(ink.bgA, 0.5)}"/><stop offset="1" stop-color="${ink.bgB}"/>
  </radialGradient>
</defs>
<rect width="800" height="800" fill="url(#${id}-bg)"/>
<g opacity="0.5" fill="#ffffff">
  <rect x="-200" y="120" width="1300" height="60" transform="rotate(-30 400 400)"/>
  <rect x="-200" y="560" width="1300" height="26" transform="rotate(-30 400 400)"/>
  <rect x="-200" y="640" width="1300" height="12" transform="rotate(-30 400 400)"/>
</g>
<path d="M404 118 C560 96 704 214 690 380 C676 548 560 690 390 680 C214 670 104 560 112 400 C120 236 250 140 404 118 Z" fill="${tint(ink.vivid, 0.55)}" opacity="0.75"/>
<path d="M450 170 C580 170 650 280 640 390" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.5"/>
${[
  [140, 640, 8],
  [170, 672, 5],
  [660, 120, 9],
  [690, 160, 5],
  [620, 700, 6],
]
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${ink.vivid}" opacity="0.45"/>`)
  .join('')}`;
    place = `<g transform="translate(408 404) rotate(-9) scale(${s}) translate(-200 -200)">
<ellipse cx="200" cy="${bottom + 6}" rx="140" ry="12" fill="#000000" opacity="0.12"/>${item}</g>`;
  } else {
    const s = 1.12;
    const podiumTop = 590;
    const cy = podiumTop - (bottom - 200) * s;
    bg = `
<defs>
  <linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${ink.bgA}"/><stop offset="1" stop-color="${ink.bgB}"/>
  </linearGradient>
  <linearGradient id="${id}-pod" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${tint(ink.main, 0.8)}"/><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="${tint(ink.main, 0.7)}"/>
  </linearGradient>
</defs>
<rect width="800" height="800" fill="url(#${id}-wall)"/>
<path d="M190 640 L190 330 A210 210 0 0 1 610 330 L610 640 Z" fill="${tint(ink.vivid, 0.62)}" opacity="0.7"/>
<rect y="640" width="800" height="160" fill="${tint(ink.bgB, 0.2)}"/>
<rect y="636" width="800" height="6" fill="#ffffff" opacity="0.6"/>
<circle cx="110" cy="200" r="60" fill="#ffffff" opacity="0.35"/>
<circle cx="700" cy="560" r="34" fill="${tint(ink.vivid, 0.4)}" opacity="0.5"/>
<path d="M160 ${podiumTop} L160 ${podiumTop + 90} A240 40 0 0 0 640 ${podiumTop + 90} L640 ${podiumTop} Z" fill="url(#${id}-pod)"/>
<ellipse cx="400" cy="${podiumTop}" rx="240" ry="40" fill="#ffffff"/>
<ellipse cx="400" cy="${podiumTop}" rx="240" ry="40" fill="none" stroke="${tint(ink.main, 0.6)}" stroke-width="3"/>`;
    place = `<g transform="translate(400 ${n(cy)}) scale(${s}) translate(-200 -200)">
<ellipse cx="200" cy="${bottom}" rx="150" ry="16" fill="#000000" opacity="0.1"/>${item}</g>`;
  }
  return svgDoc(size, size, 800, 800, bg + place);
}

/** A wide advert banner: gradient from colors[0] to colors[1], the item on a light disc in the right third. */
export function bannerSvg(kind: ArtKind, colors: [string, string], width = 1200, height = 400): string {
  const [c0, c1] = [isHex(colors[0]) ? colors[0] : '#4f7cff', isHex(colors[1]) ? colors[1] : '#9b5cff'];
  const id = uid('b', kind, c0, c1, width, height);
  const ink = makeInk([c0, c1]);
  const cx = width - Math.min(width / 3, height * 1.2) / 2 - width * 0.02;
  const cy = height / 2;
  const disc = Math.min(width / 3, height) * 0.46;
  const s = (disc * 1.7) / 400;
  const item = drawItem(kind, ink, `${id}i`);
  const bottom = bottomOf(kind);
  const dots = Array.from({ length: 18 }, (_, i) => {
    const x = width * 0.06 + (i % 6) * 22;
    const y = height * 0.72 + Math.floor(i / 6) * 22;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="3.5" fill="#ffffff" opacity="0.35"/>`;
  }).join('');
  const body = `
<defs>
  <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${shade(c0, 0.12)}"/><stop offset="0.55" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/>
  </linearGradient>
  <radialGradient id="${id}-disc" cx="0.45" cy="0.4" r="0.6">
    <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint(c1, 0.75)}"/>
  </radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>
<circle cx="${n(width * 0.1)}" cy="${n(-height * 0.2)}" r="${n(height * 0.6)}" fill="#ffffff" opacity="0.07"/>
<circle cx="${n(width * 0.45)}" cy="${n(height * 1.25)}" r="${n(height * 0.55)}" fill="#ffffff" opacity="0.06"/>
<path d="M0 ${n(height * 0.82)} C${n(width * 0.25)} ${n(height * 0.68)} ${n(width * 0.45)} ${n(height * 1.02)} ${n(width * 0.7)} ${n(height * 0.84)} L${n(width * 0.7)} ${height} L0 ${height} Z" fill="#ffffff" opacity="0.08"/>
${dots}
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(disc * 1.32)}" fill="#ffffff" opacity="0.1"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(disc * 1.15)}" fill="#ffffff" opacity="0.16"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(disc)}" fill="url(#${id}-disc)"/>
<path d="M${n(cx - disc * 1.35)} ${n(cy - disc * 0.9)} l8 19 l19 8 l-19 8 l-8 19 l-8 -19 l-19 -8 l19 -8 Z" fill="#ffffff" opacity="0.85"/>
<circle cx="${n(cx + disc * 1.25)}" cy="${n(cy + disc * 0.95)}" r="7" fill="#ffffff" opacity="0.6"/>
<g transform="translate(${n(cx)} ${n(cy - (bottom - 362) * s * 0.5)}) scale(${n(s)}) translate(-200 -200)">
<ellipse cx="200" cy="${bottom + 4}" rx="130" ry="12" fill="#000000" opacity="0.12"/>${item}</g>`;
  return svgDoc(width, height, width, height, body);
}

/** A round category tile: the item drawn in light tones of `color` on a disc of that colour. */
export function categorySvg(kind: ArtKind, color: string, size = 256): string {
  const base = isHex(color) ? color : '#4f7cff';
  const id = uid('c', kind, base);
  const ink = makeInk([tint(base, 0.92), tint(base, 0.5), tint(base, 0.7)]);
  ink.dark = tint(base, 0.6);
  ink.deep = shade(base, 0.25);
  ink.outline = shade(base, 0.45);
  ink.light = '#ffffff';
  ink.pale = tint(base, 0.6);
  const item = drawItem(kind, ink, `${id}i`);
  const body = `
<defs>
  <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${tint(base, 0.25)}"/><stop offset="1" stop-color="${shade(base, 0.18)}"/>
  </linearGradient>
</defs>
<circle cx="128" cy="128" r="124" fill="url(#${id}-bg)"/>
<circle cx="128" cy="128" r="124" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
<path d="M36 80 A104 104 0 0 1 176 30" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="8" stroke-linecap="round"/>
<g transform="translate(128 130) scale(0.42) translate(-200 -200)">${item}</g>`;
  return svgDoc(size, size, 256, 256, body);
}

/** A brand or shop logo: a rounded square in `color` with the name's initial in white. */
export function logoSvg(name: string, color: string, size = 256): string {
  const base = isHex(color) ? color : '#4f7cff';
  const id = uid('l', name, base);
  const initial = (name.match(/[A-Za-z0-9]/)?.[0] ?? 'A').toUpperCase();
  const text = luminance(base) > 0.6 ? shade(base, 0.7) : '#ffffff';
  const body = `
<defs>
  <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${tint(base, 0.18)}"/><stop offset="1" stop-color="${shade(base, 0.2)}"/>
  </linearGradient>
</defs>
<rect x="8" y="8" width="240" height="240" rx="56" fill="url(#${id}-bg)"/>
<path d="M8 120 Q8 8 120 8 L200 8 Q100 40 8 190 Z" fill="#ffffff" opacity="0.1"/>
<circle cx="206" cy="206" r="16" fill="#ffffff" opacity="0.18"/>
<text x="128" y="178" text-anchor="middle" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="140" font-weight="700" fill="${text}">${escapeXml(initial)}</text>`;
  return svgDoc(size, size, 256, 256, body);
}
