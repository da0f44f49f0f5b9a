import type { Locale } from "../../shared/constants.ts";
import { parseLocale } from "../../shared/preferences.ts";
import { layoutMail } from "./mail-layout.ts";
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
  const texts = MAIL_TEXTS[locale][kind];
  return layoutMail({
    to: recipient.email,
    locale,
    subject: fillIn(texts.subject, values),
    greeting: texts.greeting(recipient.firstName?.trim() ?? ""),
    body: fillIn(texts.body, values),
    action: texts.action,
    link,
    expiry: texts.expiry,
    ignore: texts.ignore,
    signature: MAIL_TEXTS[locale].signature,
  });
}

function fillIn(text: string, values: MailValues): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name as keyof MailValues] ?? "");
}
