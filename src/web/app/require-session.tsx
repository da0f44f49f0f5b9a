import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { SESSION_QUERY_KEY, usePersistentSession } from "@/features/account/api/get-session";
import { ReminderToastsOnDemand } from "@/features/reminders/components/reminder-toasts-on-demand";
import { useLocalePath } from "@/lib/locale-context";
import { stripLocalePrefix } from "@/lib/locale-path";
import { AppFrameLoading } from "./layout/app-frame-loading";
import { SessionUnavailable } from "./session-unavailable";

/**
 * Guards the signed-in screens: a visitor without a session goes to /auth (keeping the language
 * prefix) with the place they were going to, and comes back there after signing in. While the session
 * is checked (a cold load), the app's frame shows at once with the page's shape, not a blank screen.
 * Only the server's "no session" sends anyone to sign in: when the session cannot be read (429, 5xx, no
 * network) the user stays where they are, sees a calm note and the screen once the server answers.
 */
export function RequireSession() {
  const location = useLocation();
  const localePath = useLocalePath();
  const queryClient = useQueryClient();
  const session = usePersistentSession();
  // Once shown, the note stays until an answer: a new attempt must not flip it back to the skeleton.
  const [hasFailed, setHasFailed] = useState(false);
  if (!hasFailed && session.data === undefined && (session.failureCount > 0 || session.isError)) setHasFailed(true);

  if (session.data === null) {
    const target = `${stripLocalePrefix(location.pathname)}${location.search}${location.hash}`;
    return <Navigate to={`${localePath("/auth")}?redirect=${encodeURIComponent(target)}`} replace />;
  }
  if (session.data)
    return (
      <>
        <Outlet />
        {/* The open app shows each reminder at its time (issue 25), on every signed-in screen. */}
        <ReminderToastsOnDemand />
      </>
    );
  if (!hasFailed) return <AppFrameLoading />;

  // Cancelled first, so the attempt starts now rather than after the current retry's wait.
  const handleRetry = async () => {
    await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    await session.refetch();
  };
  return <SessionUnavailable onRetry={() => void handleRetry()} />;
}
