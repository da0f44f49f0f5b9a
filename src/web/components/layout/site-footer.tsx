import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalePath } from "@/lib/locale-context";

/** Footer of the public pages: copyright and the links the spec asks for (terms, support, contact). */
export function SiteFooter() {
  const { t } = useTranslation("common");
  const localePath = useLocalePath();
  const linkClass =
    "rounded-sm hover:text-foreground underline-offset-4 hover:underline outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row">
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        <nav aria-label={t("footer.label")} className="flex flex-wrap items-center gap-4">
          <Link className={linkClass} to={localePath("/terms")}>
            {t("footer.terms")}
          </Link>
          <Link className={linkClass} to={localePath("/donate")}>
            {t("footer.donate")}
          </Link>
          <Link className={linkClass} to={localePath("/contact")}>
            {t("footer.contact")}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
