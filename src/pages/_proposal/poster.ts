/**
 * The plan's summary as one image: drawn on a plain canvas at the device pixel ratio (sharp on a
 * retina phone) with a QR code back to the preview, and handed back as a PNG data URL for an
 * `<img>`, which is what a long press in the messaging app can save or forward (a canvas is not).
 * Its words and figures come in as they are (the plan's figures, figures.ts); the drawer only
 * lays them out, and hands back every line of text it drew, so what the image says can be
 * compared with the plan's screens. qrcode loads here, with the Preview screen only.
 */
export interface PosterMember {
  line: string;
  premium: string;
  /** `重疾50万`, `医疗400万`…: each kept whole, joined with ` · `, wrapped between them. */
  cover: string[];
}

export interface PosterContent {
  brand: string;
  title: string;
  date: string;
  members: PosterMember[];
  totalLabel: string;
  total: string;
  /** Lines under the total: what the image says of itself (no personal data). */
  notes: string[];
  qrText: string;
  qrCaption: string;
  footer: string;
}

const WIDTH = 375;
const PAD = 20;
const QR_SIZE = 112;
const TITLE_SIZE = 22;
const MIN_TITLE_SIZE = 16;
/** iOS refuses canvases over 16.7 million pixels; 3x of this layout stays far under. */
const MAX_RATIO = 3;
const FONT = `'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif`;

function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

const SEPARATOR = ' · ';

/**
 * Lays out parts on lines that fit `width` at the context's current font, breaking only between
 * parts, so a figure is never cut in two.
 */
export function wrapParts(
  measure: (text: string) => number,
  parts: readonly string[],
  width: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    const next = line ? `${line}${SEPARATOR}${part}` : part;
    if (line && measure(next) > width) {
      lines.push(line);
      line = part;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The image, and every line of text drawn on it, top to bottom. */
export interface DrawnPoster {
  url: string;
  lines: string[];
}

export async function drawPoster(content: PosterContent, ratio: number): Promise<DrawnPoster> {
  const { create } = await import('qrcode');
  const qr = create(content.qrText, { errorCorrectionLevel: 'M' });
  const scale = Math.min(MAX_RATIO, Math.max(1, ratio));
  const brand = cssColour('--brand', '#c8401d');
  const ink = cssColour('--text', '#1f2329');
  const muted = cssColour('--text-3', '#646d79');
  const line = cssColour('--line', '#eef0f3');

  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d unavailable');
  // Each member's cover on as many lines as it takes (measured at its font before sizing).
  ctx.font = `12px ${FONT}`;
  const covers = content.members.map((member) =>
    wrapParts((text) => ctx.measureText(text).width, member.cover, WIDTH - PAD * 2),
  );
  const memberHeights = covers.map((lines) => 30 + Math.max(1, lines.length) * 16 + 12);
  const height =
    118 +
    memberHeights.reduce((sum, h) => sum + h, 0) +
    56 +
    content.notes.length * 18 +
    QR_SIZE +
    86;
  canvas.width = Math.round(WIDTH * scale);
  canvas.height = Math.round(height * scale);
  ctx.scale(scale, scale);
  ctx.textBaseline = 'top';
  const lines: string[] = [];
  const text = (value: string, x: number, y: number) => {
    ctx.fillText(value, x, y);
    lines.push(value);
  };

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = brand;
  ctx.fillRect(0, 0, WIDTH, 96);
  ctx.fillStyle = '#ffffff';
  ctx.font = `14px ${FONT}`;
  text(content.brand, PAD, 16);
  // The title on one line within the margins: smaller type for a longer title, never cut.
  let titleSize = TITLE_SIZE;
  ctx.font = `bold ${titleSize}px ${FONT}`;
  while (titleSize > MIN_TITLE_SIZE && ctx.measureText(content.title).width > WIDTH - PAD * 2) {
    titleSize -= 1;
    ctx.font = `bold ${titleSize}px ${FONT}`;
  }
  text(content.title, PAD, 40 + (TITLE_SIZE - titleSize) / 2);
  ctx.font = `12px ${FONT}`;
  text(content.date, PAD, 72);

  let y = 118;
  content.members.forEach((member, index) => {
    ctx.fillStyle = ink;
    ctx.font = `bold 15px ${FONT}`;
    text(member.line, PAD, y);
    ctx.fillStyle = brand;
    ctx.textAlign = 'right';
    text(member.premium, WIDTH - PAD, y);
    ctx.textAlign = 'left';
    ctx.fillStyle = muted;
    ctx.font = `12px ${FONT}`;
    covers[index]!.forEach((part, i) => text(part, PAD, y + 24 + i * 16));
    y += memberHeights[index]!;
    ctx.fillStyle = line;
    ctx.fillRect(PAD, y - 8, WIDTH - PAD * 2, 1);
  });

  ctx.fillStyle = ink;
  ctx.font = `14px ${FONT}`;
  text(content.totalLabel, PAD, y + 6);
  ctx.fillStyle = brand;
  ctx.font = `bold 20px ${FONT}`;
  ctx.textAlign = 'right';
  text(content.total, WIDTH - PAD, y + 2);
  ctx.textAlign = 'left';
  y += 48;

  ctx.fillStyle = muted;
  ctx.font = `11px ${FONT}`;
  for (const part of content.notes) {
    text(part, PAD, y);
    y += 18;
  }
  y += 8;

  // The QR code with its quiet zone (four modules of white around it), which scanners need.
  const size = qr.modules.size;
  const cell = QR_SIZE / (size + 8);
  const left = (WIDTH - QR_SIZE) / 2;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(left, y, QR_SIZE, QR_SIZE);
  ctx.fillStyle = '#000000';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (qr.modules.get(row, col)) {
        ctx.fillRect(left + (col + 4) * cell, y + (row + 4) * cell, cell + 0.02, cell + 0.02);
      }
    }
  }
  y += QR_SIZE + 8;
  ctx.fillStyle = ink;
  ctx.font = `12px ${FONT}`;
  ctx.textAlign = 'center';
  text(content.qrCaption, WIDTH / 2, y);
  ctx.fillStyle = muted;
  ctx.font = `10px ${FONT}`;
  text(content.footer, WIDTH / 2, y + 24);
  ctx.textAlign = 'left';

  return { url: canvas.toDataURL('image/png'), lines };
}
