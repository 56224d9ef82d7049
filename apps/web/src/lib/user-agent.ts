// Login activity shows the device as "browser on OS" instead of the whole user-agent string.
import { EMPTY_VALUE } from '@tradebridge/ui';

export type ShortDevice = { browser?: string; os?: string };

// Order matters: Edge, Opera and Yandex also say "Chrome"; Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/YaBrowser\/(\d+)/, 'Yandex'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const OS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/(?:iPhone|iPad|iPod).*OS (\d+)/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Android (\d+)/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export const parseUserAgent = (userAgent: string): ShortDevice => {
  const device: ShortDevice = {};
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      device.browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  for (const [pattern, name] of OS) {
    const match = pattern.exec(userAgent);
    if (match) {
      device.os = name === 'iOS' || name === 'Android' ? `${name} ${match[1]}` : name;
      break;
    }
  }
  return device;
};

/** "Chrome 126 · Windows"; the raw text (shortened) when nothing is recognised. */
export const shortenUserAgent = (userAgent: string): string => {
  const { browser, os } = parseUserAgent(userAgent);
  const parts = [browser, os].filter(Boolean);
  if (parts.length > 0) return parts.join(' · ');
  const raw = userAgent.trim();
  return raw.length > 40 ? `${raw.slice(0, 39)}…` : raw || EMPTY_VALUE;
};
