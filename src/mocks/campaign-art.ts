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
  /** A page's opening picture (an article's cover): its title starts below the 首页 pill's corner. */
  belowHomeCorner?: boolean;
}

/** A picture with a gradient, a tag, a large title and a few lines of text. */
/**
 * Where a landing's opening picture keeps its top-left corner empty: the site's 首页 pill
 * (ui/HomeLink) floats over it without moving the picture (docs/architecture.md, History and
 * Back), about 130x88 of the 750 design px. A picture's first words start right of it.
 */
const HOME_CORNER_WIDTH = 130 / 750;
const HOME_CORNER_HEIGHT = 88 / 750;
const besideHomeCorner = (width: number) => Math.round(width * HOME_CORNER_WIDTH) + 24;

export function banner({
  width,
  height,
  colors,
  title,
  lines = [],
  tag,
  belowHomeCorner = false,
}: Banner): string {
  const titleSize = Math.round(width / 13);
  const lineSize = Math.round(width / 26);
  const top = Math.max(
    Math.round(height * 0.28),
    belowHomeCorner ? Math.round(width * HOME_CORNER_HEIGHT) + titleSize : 0,
  );
  const tagX = besideHomeCorner(width);
  const text = [
    tag
      ? `<rect x='${tagX}' y='${top - titleSize * 1.9}' rx='20' width='${tag.length * lineSize + 40}' height='${lineSize * 1.7}' fill='#ffffff' fill-opacity='0.22'/>` +
        `<text x='${tagX + 20}' y='${top - titleSize * 1.9 + lineSize * 1.2}' font-size='${lineSize}' fill='#fff' ${FONT}>${escapeXml(tag)}</text>`
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

const drawnCodes = new Map<string, string>();

/**
 * A real, scannable QR code of `text` (with its quiet zone), as an SVG picture. Drawn once per
 * text: the fixtures read it when a record is copied or answered (a getter), not as the sandbox
 * loads on every page of the demo build (each code took tens of milliseconds).
 */
export function qrPicture(text: string): string {
  let picture = drawnCodes.get(text);
  if (picture === undefined) {
    picture = drawQr(text);
    drawnCodes.set(text, picture);
  }
  return picture;
}

function drawQr(text: string): string {
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

/**
 * Lines that fit `max` Chinese characters' width (Chinese text has no spaces to break at). A run of
 * digits or Latin letters (400万, 1-6类) is never cut, and counts a little over half a character
 * each.
 */
function wrap(text: string, max: number): string[] {
  // A figure keeps its unit: 400万元 is not cut after 400.
  const tokens = text.match(/[0-9A-Za-z.%,/-]+[万元天岁年号类]*|./gu) ?? [];
  const widthOf = (token: string) =>
    Array.from(token).reduce((sum, char) => sum + (/[\x20-\x7e]/.test(char) ? 0.55 : 1), 0);
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const token of tokens) {
    const w = widthOf(token);
    if (line && width + w > max) {
      lines.push(line);
      line = '';
      width = 0;
    }
    line += token;
    width += w;
  }
  if (line) lines.push(line);
  return lines;
}

export interface PosterArt {
  width: number;
  height: number;
  colors: [string, string];
  /** The campaign's own words, large. */
  headline: string;
  /** A small tag above the headline: the product's name. */
  tag: string;
  /** The product's picture, an SVG document (the opening picture has it). */
  picture?: string;
  /** What the product offers, from its own record: up to four, each a title and a line. */
  benefits: { title: string; text: string }[];
  /** Small print at the foot: the insurer's full name, the filing number. */
  footer: string[];
}

/**
 * A long poster picture, composed: the campaign's headline over the product's picture, the
 * product's benefits on cards, and the insurer and filing number at the foot. Its facts are the
 * product's (the fixtures pass them from the product's record); only the headline is the campaign's.
 */
export function posterArt({
  width,
  height,
  colors,
  headline,
  tag,
  picture,
  benefits,
  footer,
}: PosterArt): string {
  const pad = Math.round(width * 0.064);
  const titleSize = Math.round(width / 14);
  const textSize = Math.round(width / 28);
  const inner = width - pad * 2;
  const parts: string[] = [];
  let y = pad;
  const tagX = Math.max(pad, besideHomeCorner(width));
  parts.push(
    `<rect x='${tagX}' y='${y}' rx='${textSize}' width='${Math.min(width - pad - tagX, Array.from(tag).length * textSize + textSize * 2)}' height='${textSize * 1.8}' fill='#fff' fill-opacity='0.22'/>`,
    `<text x='${tagX + textSize}' y='${y + textSize * 1.25}' font-size='${textSize}' fill='#fff' ${FONT}>${escapeXml(tag)}</text>`,
  );
  y += textSize * 1.8 + titleSize * 1.4;
  for (const line of wrap(headline, Math.floor(inner / titleSize))) {
    parts.push(
      `<text x='${pad}' y='${y}' font-size='${titleSize}' font-weight='bold' fill='#fff' ${FONT}>${escapeXml(line)}</text>`,
    );
    y += titleSize * 1.3;
  }
  if (picture) {
    const pictureSize = Math.round(width * 0.36);
    parts.push(
      `<image x='${(width - pictureSize) / 2}' y='${y}' width='${pictureSize}' height='${pictureSize}' href='${dataUrl(picture)}'/>`,
    );
    y += pictureSize + textSize;
  } else {
    y += textSize;
  }
  const small = Math.round(textSize * 0.8);
  const footLines = footer.flatMap((line) => wrap(line, Math.floor(inner / small)));
  const footTop = height - pad - footLines.length * small * 1.6;
  const perLine = Math.floor((inner - textSize * 2) / textSize);
  for (const benefit of benefits.slice(0, 4)) {
    const lines = wrap(benefit.text, perLine);
    const cardHeight = textSize * (2.6 + lines.length * 1.5);
    if (y + cardHeight > footTop - textSize) break;
    parts.push(
      `<rect x='${pad}' y='${y}' rx='${textSize * 0.8}' width='${inner}' height='${cardHeight}' fill='#fff' fill-opacity='0.94'/>`,
      `<text x='${pad + textSize}' y='${y + textSize * 1.7}' font-size='${textSize * 1.15}' font-weight='bold' fill='${colors[1]}' ${FONT}>${escapeXml(benefit.title)}</text>`,
      ...lines.map(
        (line, i) =>
          `<text x='${pad + textSize}' y='${y + textSize * (3.3 + i * 1.5)}' font-size='${textSize}' fill='#4e5969' ${FONT}>${escapeXml(line)}</text>`,
      ),
    );
    y += cardHeight + textSize * 0.8;
  }
  footLines.forEach((line, i) => {
    parts.push(
      `<text x='${pad}' y='${height - pad - (footLines.length - 1 - i) * small * 1.6}' font-size='${small}' fill='#fff' fill-opacity='0.9' ${FONT}>${escapeXml(line)}</text>`,
    );
  });
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>` +
    `<defs><linearGradient id='g' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${colors[0]}'/><stop offset='1' stop-color='${colors[1]}'/></linearGradient></defs>` +
    `<rect width='${width}' height='${height}' fill='url(#g)'/>` +
    `<circle cx='${width * 0.88}' cy='${height * 0.08}' r='${width * 0.24}' fill='#fff' fill-opacity='0.08'/>` +
    parts.join('') +
    `</svg>`;
  return dataUrl(svg);
}
