import QRCode from 'qrcode';

/**
 * Draws a shareable poster: the campaign's picture, then a white band with the sharer's lines and
 * a QR code of the share link. Drawn on a plain canvas at the device's pixel ratio (capped so the
 * canvas stays inside iOS's limits) and handed back as a data URL, which the screen shows as an
 * <img>: a long press in the messaging app saves or forwards an <img>, never a canvas. Loaded by
 * dynamic import, with qrcode, only on the screens that make posters.
 */

export interface PosterSpec {
  picture: { url: string; width: number; height: number };
  /** The lines of the band below the picture, the first in bold. */
  lines: string[];
  /** What the QR code opens: an absolute link without personal data. */
  link: string;
  /** The line under the QR code. */
  scanHint: string;
}

/** The poster's width in CSS pixels; its height follows the picture. */
const WIDTH = 375;
const BAND = 120;
const QR = 96;
/** iOS refuses canvases beyond about 16.7 million pixels; 4096 a side keeps well inside. */
const MAX_SIDE = 4096;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Same-origin or data: pictures in the sandbox; a CDN must send CORS headers, or the canvas
    // is tainted and cannot be exported.
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('poster picture failed to load'));
    image.src = src;
  });
}

/** Cuts `text` to what fits `width` at the context's font, with an ellipsis. */
function fit(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export function pixelRatio(height: number, ratio: number = window.devicePixelRatio || 1): number {
  return Math.max(1, Math.min(ratio, 3, MAX_SIDE / height, MAX_SIDE / WIDTH));
}

export async function drawPoster(spec: PosterSpec): Promise<string> {
  const pictureHeight = Math.round((WIDTH * spec.picture.height) / spec.picture.width);
  const height = pictureHeight + BAND;
  const scale = pixelRatio(height);
  const [picture, qr] = await Promise.all([
    loadImage(spec.picture.url),
    // The default margin is the standard four-module quiet zone: scanners need it.
    QRCode.toDataURL(spec.link, { errorCorrectionLevel: 'M', width: Math.round(QR * scale) }).then(
      loadImage,
    ),
  ]);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(WIDTH * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.drawImage(picture, 0, 0, WIDTH, pictureHeight);

  const qrX = WIDTH - QR - 14;
  const qrY = pictureHeight + 8;
  ctx.drawImage(qr, qrX, qrY, QR, QR);
  const textWidth = qrX - 30;
  ctx.textBaseline = 'top';
  spec.lines.forEach((line, index) => {
    ctx.fillStyle = index === 0 ? '#1f2329' : '#4e5969';
    ctx.font = `${index === 0 ? 'bold 17px' : '13px'} -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif`;
    ctx.fillText(fit(ctx, line, textWidth), 16, pictureHeight + 18 + index * 24);
  });
  ctx.fillStyle = '#646d79';
  ctx.font = '11px -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif';
  ctx.fillText(fit(ctx, spec.scanHint, textWidth), 16, pictureHeight + BAND - 26);
  return canvas.toDataURL('image/jpeg', 0.92);
}
