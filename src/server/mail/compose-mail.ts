import type { Locale } from "../../shared/constants.ts";
import { parseLocale } from "../../shared/preferences.ts";
import { escapeHtml } from "../escape-html.ts";
import { MAIL_TEXTS, type MailKind } from "./mail-texts.ts";
import type { MailMessage } from "./mailer.ts";

export type MailRecipient = { email: string; firstName?: string | null; locale?: string | null };

/** Values a mail's subject and body name, e.g. the new address in the notice of an e-mail change. */
export type MailValues = { newEmail?: string; title?: string; due?: string; revoked?: string };

/** Builds one mail in the recipient's language: a plain-text part and a simple, accessible HTML part. */
export function composeMail(
  kind: MailKind,
  recipient: MailRecipient,
  link: string,
  values: MailValues = {},
): MailMessage {
  const locale: Locale = parseLocale(recipient.locale);
  const kindTexts = MAIL_TEXTS[locale][kind];
  const texts = { ...kindTexts, subject: fillIn(kindTexts.subject, values), body: fillIn(kindTexts.body, values) };
  const greeting = texts.greeting(recipient.firstName?.trim() ?? "");
  const signature = MAIL_TEXTS[locale].signature;
  const text = [
    greeting,
    "",
    texts.body,
    "",
    `${texts.action}: ${link}`,
    "",
    texts.expiry,
    texts.ignore,
    "",
    signature,
  ].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f1f29">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#6d4fe0;color:#fff;text-decoration:none">${escapeHtml(texts.action)}</a></p>
<p style="font-size:14px;color:#555">${escapeHtml(texts.expiry)} ${escapeHtml(texts.ignore)}</p>
<p style="font-size:13px;color:#777;word-break:break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to: recipient.email, subject: texts.subject, text, html, link };
}

function fillIn(text: string, values: MailValues): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name as keyof MailValues] ?? "");
}
