export interface Device {
  wechat: boolean;
  iphone: boolean;
  ipad: boolean;
  android: boolean;
  ios: boolean;
  mobile: boolean;
}

export function detectDevice(ua: string, maxTouchPoints = 0): Device {
  const wechat = /MicroMessenger/i.test(ua);
  // iPadOS 13+ Safari sends a desktop Mac UA; only the touch screen gives it away.
  const ipad = /iPad/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1);
  // iPod touch UAs say "CPU iPhone OS" too; the device token is the bare "iPhone".
  const iphone = !ipad && /iPhone(?! OS)/.test(ua);
  const android = /Android/i.test(ua);
  const ios = ipad || iphone || /iPod/.test(ua);
  // Android and OpenHarmony tablets omit "Mobile"; OpenHarmony also sends no "Android".
  const mobile = ios || android || /Mobi|OpenHarmony/i.test(ua);
  return { wechat, iphone, ipad, android, ios, mobile };
}
