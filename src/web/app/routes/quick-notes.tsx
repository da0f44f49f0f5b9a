import { useTranslation } from "react-i18next";
import { AppFrame } from "@/app/layout/app-frame";
import { PublicLayout } from "@/app/layout/public-layout";
import { BackLink } from "@/components/layout/back-link";
import { useSession } from "@/features/account/api/get-session";
import { QuickNotesView } from "@/features/quick-notes/components/quick-notes-view";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /quick-notes — notes kept only in this browser, so no sign-in is needed. Signed in, the page sits in
 * the app's frame and Back goes to /home; a visitor gets the public frame and Back goes to the start
 * page (/home would only send them to sign in). Both keep the /sk prefix.
 */
export function QuickNotesPage() {
  const { t } = useTranslation("quick-notes");
  const session = useSession();
  useDocumentTitle(t("title"));

  // The frame depends on the session; the empty page in the theme's colours while it is asked for.
  if (session.isPending) return <div className="min-h-dvh bg-background" />;

  if (session.data) {
    return (
      <AppFrame title={t("title")} leading={<BackLink to="/home" label={t("backHome")} />}>
        <QuickNotesView />
      </AppFrame>
    );
  }
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
        <div className="mb-2 flex flex-col">
          <BackLink to="/" label={t("backStart")} />
        </div>
        <h1 className="mb-6 text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <QuickNotesView />
      </div>
    </PublicLayout>
  );
}
