import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/lib/locale-context";

/** React Router numbers its history entries; index 0 means this page opened the tab (or a fresh load). */
function hasHistoryToGoBackTo(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/** Goes back to where the visitor came from, or to `fallback` (in the current language) if there is nowhere. */
export function BackButton({ fallback = "/" }: { fallback?: string }) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const localePath = useLocalePath();

  const handleBack = () => {
    if (hasHistoryToGoBackTo()) {
      navigate(-1);
    } else {
      navigate(localePath(fallback));
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={handleBack}
      className="-ml-2 self-start text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden />
      {t("actions.back")}
    </Button>
  );
}
