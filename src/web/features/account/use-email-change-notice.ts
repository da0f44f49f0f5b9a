import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { SESSION_QUERY_KEY } from "./api/get-session";
import { EMAIL_CHANGED_PARAM } from "./components/email-change-form";

/**
 * The confirmation link of an e-mail change returns to /settings?view=account&emailChanged=1
 * (Better Auth adds &error=… when the link was invalid or expired). Says which, then tidies the URL.
 */
export function useEmailChangeNotice(): void {
  const { t } = useTranslation(["settings", "errors"]);
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const isReturning = searchParams.get(EMAIL_CHANGED_PARAM) === "1";
  const error = searchParams.get("error");

  useEffect(() => {
    if (!isReturning) return;
    // A fixed id keeps one toast even when the effect runs twice (React's strict mode).
    if (error) {
      toast.error(t("errors:title"), { id: "email-change", description: t("errors:auth.invalidToken") });
    } else {
      toast.success(t("account.email.changed"), { id: "email-change" });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
    setSearchParams(
      (params) => {
        params.delete(EMAIL_CHANGED_PARAM);
        params.delete("error");
        return params;
      },
      { replace: true },
    );
  }, [isReturning, error, t, queryClient, setSearchParams]);
}
