import QRCode from 'qrcode';

/**
 * Pictures for the campaign fixtures, drawn as inline SVG: the demo and the tests run without a
 * network, so nothing points at an image host. Sizes are the design's pixels (750 wide).
 */

const FONT = `font-family='PingFang SC, Microsoft YaHei, WenQuanYi Micro Hei, sans-serif'`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

function dataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface Banner {
  width: number;
  height: number;
  /** Two colours of the background gradient, top to bottom. */
  colors: [string, string];
  title: string;
  lines?: string[];
  /** A small tag above the title (e.g. the campaign's name). */
  tag?: string;
}

/** A picture with a gradient, a tag, a large title and a few lines of text. */
export function banner({ width, height, colors, title, lines = [], tag }: Banner): string {
  const titleSize = Math.round(width / 13);
  const lineSize = Math.round(width / 26);
  const top = Math.round(height * 0.28);
  const text = [
    tag
      ? `<rect x='48' y='${top - titleSize * 1.9}' rx='20' width='${tag.length * lineSize + 40}' height='${lineSize * 1.7}' fill='#ffffff' fill-opacity='0.22'/>` +
        `<text x='68' y='${top - titleSize * 1.9 + lineSize * 1.2}' font-size='${lineSize}' fill='#fff' ${FONT}>${escapeXml(tag)}</text>`
      : '',
    `<text x='48' y='${top}' font-size='${titleSize}' font-weight='bold' fill='#fff' ${FONT}>${escapeXml(title)}</text>`,
    ...lines.map(
      (line, i) =>
        `<text x='48' y='${top + titleSize * 0.9 + (i + 1) * lineSize * 1.8}' font-size='${lineSize}' fill='#fff' fill-opacity='0.92' ${FONT}>${escapeXml(line)}</text>`,
    ),
  ].join('');
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>` +
    `<defs><linearGradient id='g' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${colors[0]}'/><stop offset='1' stop-color='${colors[1]}'/></linearGradient></defs>` +
    `<rect width='${width}' height='${height}' fill='url(#g)'/>` +
    `<circle cx='${width * 0.85}' cy='${height * 0.12}' r='${width * 0.22}' fill='#fff' fill-opacity='0.08'/>` +
    `<circle cx='${width * 0.1}' cy='${height * 0.9}' r='${width * 0.3}' fill='#fff' fill-opacity='0.06'/>` +
    text +
    `</svg>`;
  return dataUrl(svg);
}

/** A round avatar with the person's first character. */
export function avatar(name: string, color: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='120' height='120' viewBox='0 0 120 120'>` +
    `<circle cx='60' cy='60' r='60' fill='${color}'/>` +
    `<text x='60' y='76' font-size='48' text-anchor='middle' fill='#fff' ${FONT}>${escapeXml(Array.from(name)[0] ?? '')}</text>` +
    `</svg>`;
  return dataUrl(svg);
}

/** A real, scannable QR code of `text` (with its quiet zone), as an SVG picture. */
export function qrPicture(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const size = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.data[row * modules.size + col]) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='${size * 8}' height='${size * 8}' viewBox='0 0 ${size} ${size}' shape-rendering='crispEdges'>` +
    `<rect width='${size}' height='${size}' fill='#fff'/><path d='${path}' fill='#000'/></svg>`;
  return dataUrl(svg);
}
