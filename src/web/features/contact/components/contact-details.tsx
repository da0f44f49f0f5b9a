import { CONTACT_REPLY_HOURS } from "@shared/constants";
import { Clock, LifeBuoy, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ContactCard } from "./contact-card";

type ContactDetailsProps = { contactEmail: string | null; supportEmail: string | null };

/** The author's and the technical support's addresses, and the reply promise when there is anyone to reply. */
export function ContactDetails({ contactEmail, supportEmail }: ContactDetailsProps) {
  const { t } = useTranslation("contact");
  const hasAnyAddress = Boolean(contactEmail || supportEmail);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactCard
          icon={Mail}
          title={t("author.title")}
          description={t("author.description")}
          email={contactEmail}
          notSetMessage={t("author.notSet")}
        />
        <ContactCard
          icon={LifeBuoy}
          title={t("support.title")}
          description={t("support.description")}
          email={supportEmail}
          notSetMessage={t("support.notSet")}
        />
      </div>
      {hasAnyAddress ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Clock aria-hidden className="size-4 shrink-0 text-primary" />
          {t("replyPromise", { count: CONTACT_REPLY_HOURS })}
        </p>
      ) : null}
    </div>
  );
}
