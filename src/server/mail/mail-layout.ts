import type { Locale } from "../../shared/constants.ts";
import { escapeHtml } from "../escape-html.ts";
import type { MailMessage } from "./mailer.ts";

/** The words of one mail, already in the recipient's language and filled in (nothing here is escaped yet). */
export type MailParts = {
  to: string;
  locale: Locale;
  subject: string;
  greeting: string;
  body: string;
  /** The button's words; the plain-text part writes them before the link. */
  action: string;
  link: string;
  expiry: string;
  ignore: string;
  signature: string;
};

/** A mail's texts in one language, its body still to be filled in (`Body` takes the mail's values). */
export type MailWording<Body> = Omit<MailParts, "to" | "locale" | "link" | "body"> & { body: Body };

/**
 * Every mail Poriadok sends has one layout — account mails (composeMail), a shared list's and a
 * sign-up invitation: greeting, body, one button, when the link expires and what to do if it was not
 * wanted, the link written out, signature. A plain-text part and a simple, accessible HTML part.
 */
export function layoutMail(parts: MailParts): MailMessage {
  const { to, locale, subject, greeting, body, action, link, expiry, ignore, signature } = parts;
  const text = [greeting, "", body, "", `${action}: ${link}`, "", expiry, ignore, "", signature].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f1f29">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#6d4fe0;color:#fff;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:14px;color:#555">${escapeHtml(expiry)} ${escapeHtml(ignore)}</p>
<p style="font-size:13px;color:#777;word-break:break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to, subject, text, html, link };
}
