import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { useLocalePath } from "@/features/language/locale-context";
import { stripLocalePrefix } from "@/features/language/locale-path";
import { useSession } from "../api/get-session";

/**
 * Guards the signed-in screens: a visitor without a session goes to /auth (keeping the language
 * prefix) with the place they were going to, and comes back there after signing in.
 */
export function RequireSession() {
  const { t } = useTranslation("common");
  const location = useLocation();
  const localePath = useLocalePath();
  const session = useSession();

  if (session.isPending) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center gap-2 text-muted-foreground">
        <Loader2 aria-hidden className="size-5 animate-spin" />
        <span>{t("loading")}</span>
      </div>
    );
  }
  if (!session.data) {
    const target = `${stripLocalePrefix(location.pathname)}${location.search}${location.hash}`;
    return <Navigate to={`${localePath("/auth")}?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return <Outlet />;
}
