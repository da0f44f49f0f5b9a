import Bowser from "bowser";

/** What a person recognises a signed-in device by: its browser, its system, and its kind. */
export type SessionDevice = {
  /** "Firefox 128", or the user agent's first word for a non-browser ("curl/8.5.0"); null when nothing. */
  browser: string | null;
  /** "Windows", "iOS 17", "Android 14", "macOS"; null when the user agent does not say. */
  system: string | null;
  kind: "mobile" | "tablet" | "desktop";
};

/** Systems whose user agent's version is true; Windows (NT 10.0 is 10 and 11) and macOS (frozen at 10.15.7) lie. */
const VERSIONED_SYSTEMS = new Set(["iOS", "iPadOS", "Android"]);
/** A user agent is text its sender chose: shown only this far. */
const PRODUCT_MAX_LENGTH = 40;

const major = (version: string | undefined) => version?.split(".")[0] ?? "";

/** Reads a session's user agent (bowser, MIT) into what the list shows. */
export function describeSessionDevice(userAgent: string | null): SessionDevice {
  const text = userAgent?.trim() ?? "";
  if (text === "") return { browser: null, system: null, kind: "desktop" };
  const { browser, os, platform } = Bowser.parse(text);
  const browserName = browser.name ? [browser.name, major(browser.version)].filter(Boolean).join(" ") : null;
  const systemName =
    os.name && VERSIONED_SYSTEMS.has(os.name) && os.version ? `${os.name} ${major(os.version)}` : (os.name ?? null);
  const kind = platform.type === "mobile" || platform.type === "tablet" ? platform.type : "desktop";
  return {
    browser: browserName ?? firstProduct(text),
    system: systemName || null,
    kind,
  };
}

/** "curl/8.5.0" of "curl/8.5.0 (x86_64)": how a script names itself. */
function firstProduct(userAgent: string): string | null {
  const [product = ""] = userAgent.split(/\s/);
  return product === "" ? null : product.slice(0, PRODUCT_MAX_LENGTH);
}
