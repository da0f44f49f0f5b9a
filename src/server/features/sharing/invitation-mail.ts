import type { Locale } from "../../../shared/constants.ts";
import { INVITATION_TTL_DAYS } from "../../../shared/schemas/sharing.ts";
import { escapeHtml } from "../../escape-html.ts";
import { mailSafeText } from "../../mail/mail-safe-text.ts";
import type { MailMessage } from "../../mail/mailer.ts";

/**
 * The most characters of the inviter's name and of the list's title the mail shows (mailSafeText:
 * one line, cut with "…", nothing in it made a link). Both are the inviter's own words mailed to
 * someone else, so they stay short and in the body; the subject is fixed.
 */
export const MAIL_NAME_MAX = 60;
export const MAIL_TITLE_MAX = 80;

type InvitationTexts = {
  subject: string;
  greeting: string;
  body: (owner: string, list: string) => string;
  action: string;
  expiry: string;
  ignore: string;
  signature: string;
};

/** The invitation mail in both languages, written as the account mails are (mail/mail-texts.ts). */
const TEXTS: Record<Locale, InvitationTexts> = {
  en: {
    subject: "An invitation to a shared shopping list on Poriadok",
    greeting: "Hello,",
    body: (owner, list) =>
      `${owner} invites you to the shopping list “${list}” on Poriadok. Together you add items, tick off what is bought and see each other's changes at once.`,
    action: "Open the invitation",
    expiry: `The link is valid for ${INVITATION_TTL_DAYS} days. Without a Poriadok account, sign up with this e-mail address first, then open the link again.`,
    ignore: "If you do not want to join, ignore this e-mail; nothing is shared with you.",
    signature: "— Poriadok",
  },
  sk: {
    subject: "Pozvánka k zdieľanému nákupnému zoznamu v Poriadku",
    greeting: "Dobrý deň,",
    body: (owner, list) =>
      `${owner} vás pozýva k nákupnému zoznamu „${list}“ v Poriadku. Spolu doň pridávate položky, odškrtávate, čo je kúpené, a hneď vidíte zmeny toho druhého.`,
    action: "Otvoriť pozvánku",
    expiry: `Odkaz platí ${INVITATION_TTL_DAYS} dní. Ak účet v Poriadku nemáte, najprv sa zaregistrujte s touto e-mailovou adresou a potom odkaz otvorte znova.`,
    ignore: "Ak sa pripojiť nechcete, tento e-mail ignorujte; nič sa s vami nezdieľa.",
    signature: "— Poriadok",
  },
};

/** The link of an invitation, in the language the mail is written in. */
export function invitationLink(baseUrl: string, locale: Locale, token: string): string {
  return `${baseUrl}${locale === "sk" ? "/sk" : ""}/invitations/${token}`;
}

/**
 * One invitation mail: a plain-text part and a simple, accessible HTML part, as composeMail makes
 * them. The subject names neither the inviter nor the list (a phishing line fitted in either).
 */
export function invitationMail(
  to: string,
  locale: Locale,
  values: { ownerName: string; listTitle: string; link: string },
): MailMessage {
  const texts = TEXTS[locale];
  const body = texts.body(
    mailSafeText(values.ownerName, MAIL_NAME_MAX),
    mailSafeText(values.listTitle, MAIL_TITLE_MAX),
  );
  const text = [
    texts.greeting,
    "",
    body,
    "",
    `${texts.action}: ${values.link}`,
    "",
    texts.expiry,
    texts.ignore,
    "",
    texts.signature,
  ].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f1f29">
<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#6d4fe0;color:#fff;text-decoration:none">${escapeHtml(texts.action)}</a></p>
<p style="font-size:14px;color:#555">${escapeHtml(texts.expiry)} ${escapeHtml(texts.ignore)}</p>
<p style="font-size:13px;color:#777;word-break:break-all">${escapeHtml(values.link)}</p>
<p>${escapeHtml(texts.signature)}</p>
</body></html>`;
  return { to, subject: texts.subject, text, html, link: values.link };
}
