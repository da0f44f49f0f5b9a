import type { Locale } from "../../../shared/constants.ts";
import { SIGN_UP_INVITATION_TTL_DAYS, SIGN_UP_INVITED_PARAM } from "../../../shared/schemas/registration.ts";
import { layoutMail, type MailWording } from "../../mail/mail-layout.ts";
import { mailSafeText } from "../../mail/mail-safe-text.ts";
import type { MailMessage } from "../../mail/mailer.ts";

/** The most characters of the inviter's name the mail shows (one line, nothing in it made a link). */
const MAIL_NAME_MAX = 60;

type SignUpInvitationTexts = MailWording<(inviter: string | null, server: string) => string>;

/** The invitation to sign up in both languages, written as the account mails are (mail/mail-texts.ts). */
const TEXTS: Record<Locale, SignUpInvitationTexts> = {
  en: {
    subject: "An invitation to Poriadok",
    greeting: "Hello,",
    body: (inviter, server) =>
      `${inviter ? `${inviter} invites you` : "You are invited"} to Poriadok on ${server}: notes, tasks and shopping lists in one place. Create your account with this e-mail address.`,
    action: "Create my account",
    expiry: `The invitation is valid for ${SIGN_UP_INVITATION_TTL_DAYS} days.`,
    ignore: "If you do not want an account, ignore this e-mail; nothing is created.",
    signature: "— Poriadok",
  },
  sk: {
    subject: "Pozvánka do Poriadku",
    greeting: "Dobrý deň,",
    body: (inviter, server) =>
      `${inviter ? `${inviter} vás pozýva` : "pozývame vás"} do Poriadku na ${server}: poznámky, úlohy a nákupné zoznamy na jednom mieste. Účet si založte s touto e-mailovou adresou.`,
    action: "Založiť účet",
    expiry: `Pozvánka platí ${SIGN_UP_INVITATION_TTL_DAYS} dní.`,
    ignore: "Ak účet nechcete, tento e-mail ignorujte; nič sa nezaloží.",
    signature: "— Poriadok",
  },
};

/** The sign-up form with the address filled in, in the mail's language; `invited=1` shows the form. */
export function signUpInvitationLink(baseUrl: string, locale: Locale, email: string): string {
  const query = new URLSearchParams({ mode: "signup", email, [SIGN_UP_INVITED_PARAM]: "1" });
  return `${baseUrl}${locale === "sk" ? "/sk" : ""}/auth?${query}`;
}

/** One invitation to sign up, laid out as every mail is (layoutMail). */
export function signUpInvitationMail(
  to: string,
  locale: Locale,
  values: { inviterName: string | null; baseUrl: string },
): MailMessage {
  const texts = TEXTS[locale];
  const link = signUpInvitationLink(values.baseUrl, locale, to);
  const inviter = values.inviterName ? mailSafeText(values.inviterName, MAIL_NAME_MAX) : null;
  const body = texts.body(inviter, new URL(values.baseUrl).host);
  return layoutMail({ ...texts, to, locale, body, link });
}
