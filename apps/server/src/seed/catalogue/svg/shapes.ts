/** Terse SVG element builders: the drawings are many small shapes and every byte of the files counts. */
type Extra = string | undefined;
const tail = (extra: Extra) => (extra ? ` ${extra}` : '');

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra?: Extra) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${tail(extra)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra?: Extra) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${tail(extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra?: Extra) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${tail(extra)}/>`;

export const path = (d: string, fill: string, extra?: Extra) => `<path d="${d}" fill="${fill}"${tail(extra)}/>`;

export const line = (d: string, stroke: string, width: number, extra?: Extra) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${tail(extra)}/>`;

export const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 9)}" fill="#1c2433" opacity=".13"/>`;

/** Mirrors a fragment drawn on the left half onto the right half of the 800-wide canvas. */
export const mirrored = (fragment: string) => `${fragment}<g transform="matrix(-1 0 0 1 800 0)">${fragment}</g>`;

export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Gradients the drawings refer to: #m body, #d darker body, #s screen, #bg the background. */
export const gradients = (p: { bg1: string; bg2: string; light: string; main: string; dark: string }) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>` +
  `<linearGradient id="m" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.main}"/></linearGradient>` +
  `<linearGradient id="d" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${p.main}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
  `<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#323a4d"/><stop offset="1" stop-color="#161a24"/></linearGradient></defs>`;
