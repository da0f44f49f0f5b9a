import { useTranslation } from "react-i18next";
import { Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/lib/locale-context";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Shown instead of React Router's bare "Unexpected Application Error!" when a screen throws. */
export function RouteErrorPage() {
  const { t } = useTranslation("common");
  const localePath = useLocalePath();
  const error = useRouteError();
  useDocumentTitle(t("routeError.title"));
  console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">{t("routeError.title")}</h1>
      <p className="text-muted-foreground">{t("routeError.message")}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t("routeError.reload")}</Button>
        <Button asChild variant="outline">
          <Link to={localePath("/")}>{t("notFound.backHome")}</Link>
        </Button>
      </div>
    </main>
  );
}
