import { compressImage, JPEG_QUALITY } from '../../src/lib/image';

const JPEG_BYTES = 'fakejpeg';
const DATA_URL = `data:image/jpeg;base64,${btoa(JPEG_BYTES)}`;

/** jsdom never decodes images; this one "loads" with the size the test chooses. */
function stubImage(width: number, height: number, fails = false) {
  class FakeImage {
    naturalWidth = width;
    naturalHeight = height;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_url: string) {
      queueMicrotask(() => (fails ? this.onerror?.() : this.onload?.()));
    }
  }
  vi.stubGlobal('Image', FakeImage);
}

/** jsdom has no canvas; record what the code draws and hand back a fixed JPEG. */
function stubCanvas(withContext = true) {
  const calls: string[] = [];
  const context = {
    fillStyle: '',
    fillRect: vi.fn(() => calls.push('fillRect')),
    drawImage: vi.fn(() => calls.push('drawImage')),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    (withContext ? context : null) as unknown as RenderingContext,
  );
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(DATA_URL);
  return { context, calls, toDataURL };
}

describe('compressImage', () => {
  const file = new Blob(['raw'], { type: 'image/png' });
  let revoke: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('scales a landscape picture so the longer side is maxSide', async () => {
    stubImage(4000, 3000);
    const { context, toDataURL } = stubCanvas();
    const result = await compressImage(file, 1000);
    expect(result.width).toBe(1000);
    expect(result.height).toBe(750);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1000, 750);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.6);
    expect(JPEG_QUALITY).toBe(0.6);
  });

  it('scales a portrait picture by its height', async () => {
    stubImage(3000, 4000);
    stubCanvas();
    const { width, height } = await compressImage(file, 800);
    expect([width, height]).toEqual([600, 800]);
  });

  it('never enlarges a small picture', async () => {
    stubImage(200, 100);
    const { context } = stubCanvas();
    const { width, height } = await compressImage(file, 1000);
    expect([width, height]).toEqual([200, 100]);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 200, 100);
  });

  it('keeps an exact fit and never rounds a side down to 0', async () => {
    stubImage(1000, 3);
    stubCanvas();
    expect(await compressImage(file, 1000)).toMatchObject({ width: 1000, height: 3 });
    stubImage(1001, 3);
    expect(await compressImage(file, 100)).toMatchObject({ width: 100, height: 1 });
  });

  it('paints white under the picture, since JPEG has no transparency', async () => {
    stubImage(10, 10);
    const { context, calls } = stubCanvas();
    await compressImage(file, 10);
    expect(context.fillStyle).toBe('#fff');
    expect(calls).toEqual(['fillRect', 'drawImage']);
  });

  it('returns a JPEG blob matching the data URL', async () => {
    stubImage(10, 10);
    stubCanvas();
    const { blob, dataUrl } = await compressImage(file, 10);
    expect(dataUrl).toBe(DATA_URL);
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(JPEG_BYTES.length);
    expect(await blob.text()).toBe(JPEG_BYTES);
  });

  it('keeps the data URL in localStorage under compressed_image by default', async () => {
    stubImage(10, 10);
    stubCanvas();
    await compressImage(file, 10);
    expect(localStorage.getItem('compressed_image')).toBe(DATA_URL);
  });

  it('takes a storage key and a quality', async () => {
    stubImage(10, 10);
    const { toDataURL } = stubCanvas();
    await compressImage(file, 10, { storageKey: 'avatar', quality: 0.9 });
    expect(localStorage.getItem('avatar')).toBe(DATA_URL);
    expect(localStorage.getItem('compressed_image')).toBeNull();
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.9);
  });

  it('carries on when localStorage is full', async () => {
    stubImage(10, 10);
    stubCanvas();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(compressImage(file, 10)).resolves.toMatchObject({ dataUrl: DATA_URL });
    expect(localStorage.getItem('compressed_image')).toBeNull();
  });

  it('releases the object URL after loading', async () => {
    stubImage(10, 10);
    stubCanvas();
    await compressImage(file, 10);
    expect(revoke).toHaveBeenCalledWith('blob:fake');
  });

  it('rejects an undecodable picture and still releases its object URL', async () => {
    stubImage(10, 10, true);
    stubCanvas();
    await expect(compressImage(file, 10)).rejects.toThrow('could not be decoded');
    expect(revoke).toHaveBeenCalledWith('blob:fake');
  });

  it('rejects a picture without a size', async () => {
    stubImage(0, 0);
    stubCanvas();
    await expect(compressImage(file, 10)).rejects.toThrow('no size');
  });

  it('rejects when there is no 2D canvas', async () => {
    stubImage(10, 10);
    stubCanvas(false);
    await expect(compressImage(file, 10)).rejects.toThrow('No 2D canvas');
    expect(localStorage.length).toBe(0);
  });

  it.each([0, 0.5, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects maxSide %s before loading anything',
    async (maxSide) => {
      await expect(compressImage(file, maxSide)).rejects.toThrow(RangeError);
      expect(URL.createObjectURL).not.toHaveBeenCalled();
    },
  );

  it.each([-0.1, 1.1, Number.NaN])('rejects quality %s', async (quality) => {
    await expect(compressImage(file, 10, { quality })).rejects.toThrow(RangeError);
  });

  it('accepts the quality bounds 0 and 1', async () => {
    stubImage(10, 10);
    const { toDataURL } = stubCanvas();
    await compressImage(file, 10, { quality: 0 });
    await compressImage(file, 10, { quality: 1 });
    expect(toDataURL.mock.calls.map((call) => call[1])).toEqual([0, 1]);
  });
});
