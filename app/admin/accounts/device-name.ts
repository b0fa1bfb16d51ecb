/**
 * A device in plain words from its User-Agent header: the browser and the system, no versions
 * ("Chrome", "Windows"). A small table rather than a library: "my sessions" needs only enough to
 * recognise one's own devices, and an unknown agent simply stays unnamed.
 */
export interface DeviceName {
  browser?: string;
  os?: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", iOS "Mac OS X".
const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\b(?:iPhone|iPad).*AppleWebKit/, "Safari"],
];

const systems: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bWindows\b/, "Windows"],
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

export function deviceName(userAgent: string | null | undefined): DeviceName {
  const agent = userAgent ?? "";
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const os = systems.find(([pattern]) => pattern.test(agent))?.[1];
  return { ...(browser ? { browser } : {}), ...(os ? { os } : {}) };
}
