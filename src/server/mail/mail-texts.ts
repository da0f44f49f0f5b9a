import type { Locale } from "../../shared/constants.ts";

/** The texts of every mail, in both languages; the type keeps the two languages' keys identical. */
type MailTexts = {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
};
export type MailKind =
  | "verifyEmail"
  | "resetPassword"
  | "changeEmail"
  | "emailChangeNotice"
  | "passwordChanged"
  | "passwordResetDone"
  | "taskReminder"
  | "taskReminderNoDevice"
  | "testReminder";

const signature = { en: "— Poriadok", sk: "— Poriadok" } satisfies Record<Locale, string>;

export const MAIL_TEXTS: Record<Locale, Record<MailKind, MailTexts> & { signature: string }> = {
  en: {
    signature: signature.en,
    verifyEmail: {
      subject: "Confirm your e-mail address for Poriadok",
      greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
      body: "thank you for signing up for Poriadok. Please confirm that this e-mail address is yours; then you can sign in.",
      action: "Confirm my e-mail address",
      expiry: "The link is valid for 24 hours.",
      ignore: "If you did not sign up, you can ignore this e-mail; no account will be activated.",
    },
    resetPassword: {
      subject: "Reset your Poriadok password",
      greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
      body: "someone (hopefully you) asked to reset the password of your Poriadok account. Choose a new password with the link below.",
      action: "Choose a new password",
      expiry: "The link is valid for 1 hour.",
      ignore: "If you did not ask for this, ignore this e-mail; your password stays as it is.",
    },
    changeEmail: {
      subject: "Confirm your new e-mail address for Poriadok",
      greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
      body: "you asked to use this e-mail address for your Poriadok account. Confirm it with the link below; until then your old address stays in use.",
      action: "Confirm the new address",
      expiry: "The link is valid for 24 hours.",
      ignore: "If you did not ask for this, ignore this e-mail; nothing changes.",
    },
    // To the old address: a stolen session must not move the account away unnoticed.
    emailChangeNotice: {
      subject: "The e-mail address of your Poriadok account is being changed",
      greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
      body: "someone signed in to your Poriadok account asked to change its e-mail address to {{newEmail}}. The change takes effect only when the link we sent to that address is opened.",
      action: "Open your account settings",
      expiry: "If it was you, there is nothing more to do.",
      ignore:
        "If it was not you, change your password now (or reset it from the sign-in page); that also signs out everyone else.",
    },
    // After a password change or reset (features/account/password-recovery.ts); {{revoked}} says what went.
    passwordChanged: {
      subject: "Your Poriadok password was changed",
      greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
      body: "the password of your Poriadok account was just changed. {{revoked}}",
      action: "Open your account settings",
      expiry: "If it was you, there is nothing more to do.",
      ignore:
        "If it was not you, reset your password now from the sign-in page: that signs out every device and revokes every API token and the calendar link.",
    },
    passwordResetDone: {
      subject: "Your Poriadok password was reset",
      greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
      body: "the password of your Poriadok account was just reset with the link we sent to this address. {{revoked}}",
      action: "Open your account settings",
      expiry: "If it was you, there is nothing more to do.",
      ignore:
        "If it was not you, someone can read your e-mail: secure your mailbox first, then reset the password again.",
    },
    // Reminders by e-mail (features/reminders/): the user chose e-mail in Settings → Notifications.
    taskReminder: {
      subject: "Reminder: {{title}}",
      greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
      body: "this is your reminder of the task “{{title}}”. {{due}}",
      action: "Open the task",
      expiry: "You get reminders by e-mail because you chose e-mail in Settings → Notifications.",
      ignore: "There you can switch to notifications on your devices.",
    },
    taskReminderNoDevice: {
      subject: "Reminder: {{title}}",
      greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
      body: "this is your reminder of the task “{{title}}”. {{due}}",
      action: "Open the task",
      expiry: "It comes by e-mail because no device of yours has notifications turned on yet.",
      ignore:
        "Turn them on in Settings → Notifications, or under a task's reminder; or choose e-mail there to keep this way.",
    },
    testReminder: {
      subject: "Poriadok: test reminder",
      greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
      body: "this is a test: your reminders will arrive by e-mail, like this one.",
      action: "Open Poriadok",
      expiry: "You asked for this test in Settings → Notifications.",
      ignore: "There you can switch to notifications on your devices.",
    },
  },
  sk: {
    signature: signature.sk,
    verifyEmail: {
      subject: "Potvrďte svoju e-mailovú adresu pre Poriadok",
      greeting: (name) => (name ? `Dobrý deň, ${name},` : "Dobrý deň,"),
      body: "ďakujeme za registráciu v Poriadku. Potvrďte, prosím, že táto e-mailová adresa patrí vám; potom sa budete môcť prihlásiť.",
      action: "Potvrdiť e-mailovú adresu",
      expiry: "Odkaz platí 24 hodín.",
      ignore: "Ak ste sa neregistrovali, tento e-mail môžete ignorovať; žiadny účet sa neaktivuje.",
    },
    resetPassword: {
      subject: "Obnovenie hesla do Poriadku",
      greeting: (name) => (name ? `Dobrý deň, ${name},` : "Dobrý deň,"),
      body: "niekto (dúfame, že vy) požiadal o obnovenie hesla k vášmu účtu v Poriadku. Nové heslo si zvolíte cez odkaz nižšie.",
      action: "Zvoliť nové heslo",
      expiry: "Odkaz platí 1 hodinu.",
      ignore: "Ak ste o to nežiadali, tento e-mail ignorujte; vaše heslo zostáva bez zmeny.",
    },
    changeEmail: {
      subject: "Potvrďte novú e-mailovú adresu pre Poriadok",
      greeting: (name) => (name ? `Dobrý deň, ${name},` : "Dobrý deň,"),
      body: "požiadali ste o používanie tejto e-mailovej adresy pre váš účet v Poriadku. Potvrďte ju cez odkaz nižšie; dovtedy platí vaša pôvodná adresa.",
      action: "Potvrdiť novú adresu",
      expiry: "Odkaz platí 24 hodín.",
      ignore: "Ak ste o to nežiadali, tento e-mail ignorujte; nič sa nezmení.",
    },
    emailChangeNotice: {
      subject: "E-mailová adresa vášho účtu v Poriadku sa mení",
      greeting: (name) => (name ? `Dobrý deň, ${name},` : "Dobrý deň,"),
      body: "niekto prihlásený do vášho účtu v Poriadku požiadal o zmenu jeho e-mailovej adresy na {{newEmail}}. Zmena nadobudne platnosť, až keď niekto otvorí odkaz, ktorý sme poslali na túto adresu.",
      action: "Otvoriť nastavenia účtu",
      expiry: "Ak ste to boli vy, nemusíte už nič robiť.",
      ignore:
        "Ak ste to neboli vy, hneď si zmeňte heslo (alebo si ho obnovte na prihlasovacej stránke); tým sa odhlásia všetci ostatní.",
    },
    passwordChanged: {
      subject: "Heslo k vášmu účtu v Poriadku bolo zmenené",
      greeting: (name) => (name ? `Dobrý deň, ${name},` : "Dobrý deň,"),
      body: "heslo k vášmu účtu v Poriadku bolo práve zmenené. {{revoked}}",
      action: "Otvoriť nastavenia účtu",
      expiry: "Ak ste to boli vy, nemusíte už nič robiť.",
      ignore:
        "Ak ste to neboli vy, hneď si obnovte heslo na prihlasovacej stránke: tým sa odhlásia všetky zariadenia a zneplatnia sa všetky API tokeny aj odkaz na kalendár.",
    },
    passwordResetDone: {
      subject: "Heslo k vášmu účtu v Poriadku bolo obnovené",
      greeting: (name) => (name ? `Dobrý deň, ${name},` : "Dobrý deň,"),
      body: "heslo k vášmu účtu v Poriadku bolo práve obnovené cez odkaz, ktorý sme poslali na túto adresu. {{revoked}}",
      action: "Otvoriť nastavenia účtu",
      expiry: "Ak ste to boli vy, nemusíte už nič robiť.",
      ignore:
        "Ak ste to neboli vy, niekto môže čítať vašu poštu: najprv zabezpečte svoju e-mailovú schránku, potom si heslo obnovte znova.",
    },
    taskReminder: {
      subject: "Pripomienka: {{title}}",
      greeting: (name) => (name ? `Dobrý deň, ${name},` : "Dobrý deň,"),
      body: "pripomíname vám úlohu „{{title}}“. {{due}}",
      action: "Otvoriť úlohu",
      expiry: "Pripomienky dostávate e-mailom, pretože ste si v Nastaveniach → Upozornenia zvolili e-mail.",
      ignore: "Tam si môžete prepnúť na upozornenia vo svojich zariadeniach.",
    },
    taskReminderNoDevice: {
      subject: "Pripomienka: {{title}}",
      greeting: (name) => (name ? `Dobrý deň, ${name},` : "Dobrý deň,"),
      body: "pripomíname vám úlohu „{{title}}“. {{due}}",
      action: "Otvoriť úlohu",
      expiry: "Prichádza e-mailom, pretože zatiaľ nemáte upozornenia zapnuté v žiadnom zariadení.",
      ignore:
        "Zapnúť si ich môžete v Nastaveniach → Upozornenia alebo pri pripomienke úlohy; ak vám e-mail vyhovuje, zvoľte tam e-mail.",
    },
    testReminder: {
      subject: "Poriadok: skúšobná pripomienka",
      greeting: (name) => (name ? `Dobrý deň, ${name},` : "Dobrý deň,"),
      body: "toto je skúška: vaše pripomienky budú chodiť e-mailom, presne ako táto.",
      action: "Otvoriť Poriadok",
      expiry: "O túto skúšku ste požiadali v Nastaveniach → Upozornenia.",
      ignore: "Tam si môžete prepnúť na upozornenia vo svojich zariadeniach.",
    },
  },
};
