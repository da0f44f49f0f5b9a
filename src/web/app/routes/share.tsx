import { Navigate, useSearchParams } from "react-router";
import { useLocalePath } from "@/lib/locale-context";

/**
 * /share: where the installed app receives what another app shares (the manifest's share_target,
 * GET ?title=&text=&url=). The parts become one line in /home's quick add, for the person to check
 * and add with Enter: nothing is created without them.
 */
export function SharePage() {
  const [params] = useSearchParams();
  const localePath = useLocalePath();
  const line = ["title", "text", "url"]
    .map((name) => params.get(name)?.trim() ?? "")
    .filter((part, index, parts) => part !== "" && parts.indexOf(part) === index)
    .join(" ");
  // The parameter /home's quick add takes a line from (app/home/quick-add/shared-line.ts).
  const target = new URLSearchParams({ quickAdd: line });
  return <Navigate to={`${localePath("/home")}?${target}`} replace />;
}
