import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TranslationWithMarkup } from "@/components/translation-with-markup";
import { DonationsNotConfigured } from "./donations-not-configured";
import { IbanCopy } from "./iban-copy";

type DonationDetailsProps = { donationIban: string | null; contactEmail: string | null };

function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <a
      href={`mailto:${email}`}
      className="rounded-sm font-medium wrap-anywhere text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {children}
    </a>
  );
}

/** The account to send a donation to (or why there is none), and whom to ask about it. */
export function DonationDetails({ donationIban, contactEmail }: DonationDetailsProps) {
  const { t } = useTranslation("donate");
  return (
    <div className="flex flex-col gap-6">
      {donationIban ? (
        <>
          <p className="text-muted-foreground">{t("how")}</p>
          <IbanCopy iban={donationIban} />
          <p className="flex items-center gap-2 text-sm">
            <Heart aria-hidden className="size-4 shrink-0 fill-primary text-primary" />
            {t("gratitude")}
          </p>
        </>
      ) : (
        <DonationsNotConfigured />
      )}
      {contactEmail ? (
        <p className="text-sm text-muted-foreground">
          <TranslationWithMarkup
            t={t}
            i18nKey="contactQuestion"
            values={{ email: contactEmail }}
            components={{ email: <MailLink email={contactEmail} /> }}
          />
        </p>
      ) : null}
    </div>
  );
}
