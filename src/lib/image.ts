import { STORAGE_KEYS } from './storage';

/** Spec section 9. */
export const JPEG_QUALITY = 0.6;

export interface CompressedImage {
  blob: Blob;
  dataUrl: string;
  width: number;
  height: number;
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** Encoding once (toDataURL) and decoding the base64 is cheaper on phones than encoding twice. */
function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'image/jpeg';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

function keep(key: string, dataUrl: string): void {
  try {
    window.localStorage.setItem(key, dataUrl);
  } catch {
    // A full (QuotaExceededError) or blocked storage only costs the cached copy.
  }
}

/**
 * Re-encodes a picture as JPEG (quality 0.6 by default) with its longer side at most `maxSide`,
 * never enlarging it, and keeps the data URL in localStorage under `storageKey` when it fits.
 * Browsers apply EXIF orientation when decoding, so phone photos come out upright. Rejects when the
 * picture cannot be decoded or the browser gives no 2D canvas.
 */
export async function compressImage(
  file: Blob,
  maxSide: number,
  options: { storageKey?: string; quality?: number } = {},
): Promise<CompressedImage> {
  const quality = options.quality ?? JPEG_QUALITY;
  if (!Number.isFinite(maxSide) || maxSide < 1) throw new RangeError(`Bad maxSide ${maxSide}`);
  if (!(quality >= 0 && quality <= 1)) throw new RangeError(`Bad quality ${quality}`);

  const image = await loadImage(file);
  const sourceWidth = image.naturalWidth;
  const sourceHeight = image.naturalHeight;
  if (!sourceWidth || !sourceHeight) throw new Error('The image has no size');

  const scale = Math.min(1, maxSide / Math.max(sourceWidth, sourceHeight));
  const width = Math.max(1, Math.round(sourceWidth * scale));
  const height = Math.max(1, Math.round(sourceHeight * scale));

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas available');
  // JPEG has no alpha: transparent parts of a PNG would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);

  const dataUrl = canvas.toDataURL('image/jpeg', quality);
  keep(options.storageKey ?? STORAGE_KEYS.compressedImage, dataUrl);
  return { blob: dataUrlToBlob(dataUrl), dataUrl, width, height };
}
