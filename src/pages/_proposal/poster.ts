/**
 * The plan's summary as one image: drawn on a plain canvas at the device pixel ratio (sharp on a
 * retina phone) with a QR code back to the preview, and handed back as a PNG data URL for an
 * `<img>`, which is what a long press in the messaging app can save or forward (a canvas is not).
 * qrcode loads here, with the Preview screen only.
 */
export interface PosterMember {
  line: string;
  premium: string;
  cover: string;
}

export interface PosterContent {
  brand: string;
  title: string;
  date: string;
  members: PosterMember[];
  totalLabel: string;
  total: string;
  advisor: string[];
  qrText: string;
  qrCaption: string;
  footer: string;
}

const WIDTH = 375;
const PAD = 20;
const QR_SIZE = 112;
/** iOS refuses canvases over 16.7 million pixels; 3x of this layout stays far under. */
const MAX_RATIO = 3;
const FONT = `'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif`;

function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** Splits text into lines that fit `width` at the context's current font. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of Array.from(text)) {
    if (line && ctx.measureText(line + char).width > width) {
      lines.push(line);
      line = char;
    } else {
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function drawPoster(content: PosterContent, ratio: number): Promise<string> {
  const { create } = await import('qrcode');
  const qr = create(content.qrText, { errorCorrectionLevel: 'M' });
  const scale = Math.min(MAX_RATIO, Math.max(1, ratio));
  const brand = cssColour('--brand', '#e8542e');
  const text = cssColour('--text', '#1f2329');
  const muted = cssColour('--text-3', '#86909c');
  const line = cssColour('--line', '#eef0f3');

  const memberHeight = 64;
  const height =
    118 + content.members.length * memberHeight + 56 + content.advisor.length * 18 + QR_SIZE + 86;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(WIDTH * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d unavailable');
  ctx.scale(scale, scale);
  ctx.textBaseline = 'top';

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = brand;
  ctx.fillRect(0, 0, WIDTH, 96);
  ctx.fillStyle = '#ffffff';
  ctx.font = `14px ${FONT}`;
  ctx.fillText(content.brand, PAD, 16);
  ctx.font = `bold 22px ${FONT}`;
  ctx.fillText(content.title, PAD, 40);
  ctx.font = `12px ${FONT}`;
  ctx.fillText(content.date, PAD, 72);

  let y = 118;
  for (const member of content.members) {
    ctx.fillStyle = text;
    ctx.font = `bold 15px ${FONT}`;
    ctx.fillText(member.line, PAD, y);
    ctx.fillStyle = brand;
    ctx.textAlign = 'right';
    ctx.fillText(member.premium, WIDTH - PAD, y);
    ctx.textAlign = 'left';
    ctx.fillStyle = muted;
    ctx.font = `12px ${FONT}`;
    wrap(ctx, member.cover, WIDTH - PAD * 2)
      .slice(0, 2)
      .forEach((part, i) => ctx.fillText(part, PAD, y + 22 + i * 16));
    y += memberHeight;
    ctx.fillStyle = line;
    ctx.fillRect(PAD, y - 8, WIDTH - PAD * 2, 1);
  }

  ctx.fillStyle = text;
  ctx.font = `14px ${FONT}`;
  ctx.fillText(content.totalLabel, PAD, y + 6);
  ctx.fillStyle = brand;
  ctx.font = `bold 20px ${FONT}`;
  ctx.textAlign = 'right';
  ctx.fillText(content.total, WIDTH - PAD, y + 2);
  ctx.textAlign = 'left';
  y += 48;

  ctx.fillStyle = muted;
  ctx.font = `11px ${FONT}`;
  for (const part of content.advisor) {
    ctx.fillText(part, PAD, y);
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
  ctx.fillStyle = text;
  ctx.font = `12px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.fillText(content.qrCaption, WIDTH / 2, y);
  ctx.fillStyle = muted;
  ctx.font = `10px ${FONT}`;
  ctx.fillText(content.footer, WIDTH / 2, y + 24);
  ctx.textAlign = 'left';

  return canvas.toDataURL('image/png');
}
