import { type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import { CopyableLink } from "./copyable-link";

export type CalendarLinks = { url: string; httpsUrl: string };

/**
 * The link just made, in its two forms: webcal:// opens the subscription in Apple Calendar and
 * Thunderbird; Google Calendar's "From URL" wants https://. The server answers it only this once.
 */
export function NewCalendarLink({
  links,
  copyButtonRef,
}: {
  links: CalendarLinks;
  copyButtonRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation("data-transfer");
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border bg-primary/5 p-4">
      <div className="flex flex-col gap-1">
        <h4 id={titleId} className="text-sm font-medium">
          {t("calendar.newLinkTitle")}
        </h4>
        <p className="text-sm text-muted-foreground text-pretty">{t("calendar.shownOnce")}</p>
      </div>
      <CopyableLink label={t("calendar.webcalLabel")} url={links.url} buttonRef={copyButtonRef} />
      <CopyableLink label={t("calendar.httpsLabel")} url={links.httpsUrl} />
    </section>
  );
}
