import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PublicLayout } from "@/app/layout/public-layout";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/lib/locale-context";
import { useDocumentTitle } from "@/lib/use-document-title";

export function NotFoundPage() {
  const { t } = useTranslation("common");
  const localePath = useLocalePath();
  useDocumentTitle(t("notFound.title"));
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <p className="text-6xl font-bold text-primary" aria-hidden>
          404
        </p>
        <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
        <p className="text-muted-foreground">{t("notFound.message")}</p>
        <Button asChild size="lg">
          <Link to={localePath("/")}>{t("notFound.backHome")}</Link>
        </Button>
      </section>
    </PublicLayout>
  );
}
