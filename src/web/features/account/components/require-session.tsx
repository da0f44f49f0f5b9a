import { Navigate, Outlet, useLocation } from "react-router";
import { AppFrameLoading } from "@/components/layout/app-frame-loading";
import { useLocalePath } from "@/features/language/locale-context";
import { stripLocalePrefix } from "@/features/language/locale-path";
import { useSession } from "../api/get-session";

/**
 * Guards the signed-in screens: a visitor without a session goes to /auth (keeping the language
 * prefix) with the place they were going to, and comes back there after signing in. While the session
 * is checked (a cold load), the app's frame shows at once with the page's shape, not a blank screen.
 */
export function RequireSession() {
  const location = useLocation();
  const localePath = useLocalePath();
  const session = useSession();

  if (session.isPending) {
    return <AppFrameLoading />;
  }
  if (!session.data) {
    const target = `${stripLocalePrefix(location.pathname)}${location.search}${location.hash}`;
    return <Navigate to={`${localePath("/auth")}?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return <Outlet />;
}
