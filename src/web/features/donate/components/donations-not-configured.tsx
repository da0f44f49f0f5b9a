import { ArrowRight, CircleOff } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/lib/locale-context";

/** Shown when the installation has no DONATION_IBAN: says so, and points to the contact page. */
export function DonationsNotConfigured() {
  const { t } = useTranslation("donate");
  const localePath = useLocalePath();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-start gap-4 rounded-xl border border-dashed bg-card/50 p-6"
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <CircleOff aria-hidden className="size-5" />
      </span>
      <h2 id={headingId} className="text-lg font-semibold">
        {t("notConfigured.title")}
      </h2>
      <p className="text-muted-foreground">{t("notConfigured.text")}</p>
      <Button asChild variant="outline">
        <Link to={localePath("/contact")}>
          {t("notConfigured.contactLink")}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
