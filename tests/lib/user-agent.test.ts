import { detectDevice, type Device } from '../../src/lib/user-agent';

const UA = {
  wechatIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2219A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2375 MicroMessenger/8.0.47.2560(0x28002F36) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129 Flue',
  harmonyNext:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
};

const none: Device = {
  wechat: false,
  iphone: false,
  ipad: false,
  android: false,
  ios: false,
  mobile: false,
};

describe('detectDevice', () => {
  it.each<[string, string, number, Partial<Device>]>([
    [
      'WeChat on iPhone',
      UA.wechatIphone,
      5,
      { wechat: true, iphone: true, ios: true, mobile: true },
    ],
    ['WeChat on Android', UA.wechatAndroid, 5, { wechat: true, android: true, mobile: true }],
    ['Chrome on Android', UA.chromeAndroid, 5, { android: true, mobile: true }],
    ['an Android tablet without "Mobile"', UA.androidTablet, 5, { android: true, mobile: true }],
    ['Safari on iPhone', UA.safariIphone, 5, { iphone: true, ios: true, mobile: true }],
    ['an iPad with an iPad UA', UA.ipadLegacy, 5, { ipad: true, ios: true, mobile: true }],
    ['iPadOS 13+ with the desktop UA', UA.macSafari, 5, { ipad: true, ios: true, mobile: true }],
    ['a Mac (no touch)', UA.macSafari, 0, {}],
    ['a Mac reporting one touch point', UA.macSafari, 1, {}],
    ['desktop Chrome', UA.desktopChrome, 0, {}],
    ['WeChat for Windows', UA.wechatWindows, 0, { wechat: true }],
    ['HarmonyOS NEXT', UA.harmonyNext, 5, { mobile: true }],
  ])('%s', (_label, ua, touchPoints, expected) => {
    expect(detectDevice(ua, touchPoints)).toEqual({ ...none, ...expected });
  });

  it('defaults maxTouchPoints to 0, so a Mac UA alone is not an iPad', () => {
    expect(detectDevice(UA.macSafari).ipad).toBe(false);
  });

  it('reports nothing for an empty UA', () => {
    expect(detectDevice('')).toEqual(none);
  });

  it('counts an iPod as iOS but not as an iPhone', () => {
    const ipod =
      'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1';
    expect(detectDevice(ipod)).toEqual({ ...none, ios: true, mobile: true });
  });
});
