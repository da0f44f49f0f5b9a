import type { Locale } from "../../../shared/constants.ts";
import { INVITATION_TTL_DAYS } from "../../../shared/schemas/sharing.ts";
import { layoutMail, type MailWording } from "../../mail/mail-layout.ts";
import { mailSafeText } from "../../mail/mail-safe-text.ts";
import type { MailMessage } from "../../mail/mailer.ts";

/**
 * The most characters of the inviter's name and of the list's title the mail shows (mailSafeText:
 * one line, cut with "…", nothing in it made a link). Both are the inviter's own words mailed to
 * someone else, so they stay short and in the body; the subject is fixed.
 */
export const MAIL_NAME_MAX = 60;
export const MAIL_TITLE_MAX = 80;

type InvitationTexts = MailWording<(owner: string, list: string) => string>;

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
 * One invitation mail, laid out as every mail is (layoutMail). The subject names neither the inviter
 * nor the list (a phishing line fitted in either).
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
  return layoutMail({ ...texts, to, locale, body, link: values.link });
}
