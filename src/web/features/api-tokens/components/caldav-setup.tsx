import { useTranslation } from "react-i18next";
import { useSession } from "@/features/account";
import { CaldavAppSteps } from "./caldav-app-steps";
import { CopyField } from "./copy-field";

/** The task list's name as the server gives it, after the account's language (caldav-resources.ts). */
const TASKS_LIST_NAME: Record<string, string> = { en: "Tasks", sk: "Úlohy" };

/**
 * What a task app asks for, each ready to copy: the server address (the site itself; apps find /dav/
 * through /.well-known/caldav), the full address for apps that want one, the user name (the account's
 * e-mail) and the app password shown this once; then each common app's steps.
 */
export function CaldavSetup({ token }: { token: string }) {
  const { t } = useTranslation("api-tokens");
  const user = useSession().data?.user;
  const server = window.location.origin;
  const url = `${server}/dav/`;
  const email = user?.email ?? "";
  const list = TASKS_LIST_NAME[user?.locale ?? "en"] ?? "Tasks";
  const field = (key: "server" | "url" | "user" | "password", value: string, copy: string) => (
    <CopyField
      label={t(`caldav.${key}Label`)}
      value={value}
      copyLabel={t(`caldav.copy${copy}`)}
      copiedText={t(`caldav.${key}Copied`)}
      failedText={t(`caldav.${key}CopyFailed`)}
    />
  );
  return (
    <>
      <div className="grid gap-1">
        {field("server", server, "Server")}
        {field("url", url, "Url")}
        {email ? field("user", email, "User") : null}
        {field("password", token, "Password")}
        <p className="text-sm text-muted-foreground">{t("caldav.accountPassword")}</p>
      </div>
      <CaldavAppSteps server={server} url={url} email={email} list={list} />
    </>
  );
}
