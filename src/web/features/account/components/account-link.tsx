import { Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/lib/locale-context";
import { useSession } from "../api/get-session";
import { UserAvatar } from "./user-avatar";

/** The header's way to /settings: the user's picture or initials (a gear while there is no session). */
export function AccountLink() {
  const { t } = useTranslation("common");
  const localePath = useLocalePath();
  const user = useSession().data?.user;
  const label = t("appNav.settings");
  return (
    <Button asChild variant="ghost" size="icon" className="rounded-full">
      <Link to={localePath("/settings")} aria-label={label}>
        {user ? <UserAvatar user={user} className="size-8 ring-1 ring-border" /> : <Settings aria-hidden />}
      </Link>
    </Button>
  );
}
