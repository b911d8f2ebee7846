import {
  STORAGE_KEYS,
  readLocal,
  readSession,
  readSessionJson,
  removeLocal,
  removeSession,
  writeLocal,
  writeSession,
  writeSessionJson,
} from '../../src/lib/storage';

describe('STORAGE_KEYS', () => {
  it('names the spec keys, and the device’s 长辈模式 choice (a display preference, issue 25)', () => {
    expect(STORAGE_KEYS).toEqual({
      userToken: 'user_token',
      wechatUserToken: 'wechat_user_token',
      captchaToken: 'validationCaptchaToken',
      compressedImage: 'compressed_image',
      elderMode: 'elder_mode',
    });
  });
});

describe('local storage helpers', () => {
  it('write, read and remove under the raw key', () => {
    expect(readLocal(STORAGE_KEYS.userToken)).toBeNull();
    expect(writeLocal(STORAGE_KEYS.userToken, 'abc')).toBe(true);
    expect(localStorage.getItem('user_token')).toBe('abc');
    expect(readLocal(STORAGE_KEYS.userToken)).toBe('abc');
    removeLocal(STORAGE_KEYS.userToken);
    expect(readLocal(STORAGE_KEYS.userToken)).toBeNull();
  });

  it('stores an empty string as such', () => {
    writeLocal(STORAGE_KEYS.wechatUserToken, '');
    expect(readLocal(STORAGE_KEYS.wechatUserToken)).toBe('');
  });

  it('only takes the declared local keys', () => {
    // @ts-expect-error drafts and the captcha token never go to localStorage.
    writeLocal(STORAGE_KEYS.captchaToken, 'x');
    // @ts-expect-error arbitrary keys are not allowed either.
    readLocal('insured_draft');
    expect(true).toBe(true);
  });
});

describe('session storage helpers', () => {
  it('write, read and remove declared keys and draft keys', () => {
    expect(writeSession(STORAGE_KEYS.captchaToken, 't')).toBe(true);
    expect(sessionStorage.getItem('validationCaptchaToken')).toBe('t');
    expect(readSession(STORAGE_KEYS.captchaToken)).toBe('t');
    removeSession(STORAGE_KEYS.captchaToken);
    expect(readSession(STORAGE_KEYS.captchaToken)).toBeNull();

    writeSession('insured_draft', 'd');
    expect(readSession('insured_draft')).toBe('d');
    expect(localStorage.length).toBe(0);
  });

  it('round-trips JSON', () => {
    const draft = { name: '张三', persons: [{ id: 1 }], agreed: false, note: null };
    expect(writeSessionJson('insured_draft', draft)).toBe(true);
    expect(readSessionJson<typeof draft>('insured_draft')).toEqual(draft);
  });

  it('reads null for absent or corrupt JSON', () => {
    expect(readSessionJson('missing')).toBeNull();
    sessionStorage.setItem('broken', '{not json');
    expect(readSessionJson('broken')).toBeNull();
  });

  it('refuses values JSON cannot hold', () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(writeSessionJson('a', cyclic)).toBe(false);
    expect(writeSessionJson('b', 10n)).toBe(false);
    expect(writeSessionJson('c', undefined)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('when storage throws', () => {
  afterEach(() => vi.restoreAllMocks());

  it('swallows errors from every call (quota, private mode)', () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quota;
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });

    expect(writeLocal(STORAGE_KEYS.userToken, 'x')).toBe(false);
    expect(readLocal(STORAGE_KEYS.userToken)).toBeNull();
    expect(() => removeLocal(STORAGE_KEYS.userToken)).not.toThrow();
    expect(writeSession('k', 'x')).toBe(false);
    expect(writeSessionJson('k', { a: 1 })).toBe(false);
    expect(readSession('k')).toBeNull();
    expect(readSessionJson('k')).toBeNull();
    expect(() => removeSession('k')).not.toThrow();
  });

  it('copes with storage that cannot even be reached', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(writeLocal(STORAGE_KEYS.userToken, 'x')).toBe(false);
    expect(readLocal(STORAGE_KEYS.userToken)).toBeNull();
    expect(() => removeLocal(STORAGE_KEYS.userToken)).not.toThrow();
    spy.mockRestore();
  });
});
