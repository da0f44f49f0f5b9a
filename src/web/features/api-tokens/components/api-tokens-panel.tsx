import type { CreatedApiToken } from "@shared/schemas/api-tokens";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { useApiTokens } from "../api/api-tokens";
import { AboutTokens } from "./about-tokens";
import { CreateTokenForm } from "./create-token-form";
import { CreatedTokenDialog } from "./created-token-dialog";
import { TokenList } from "./token-list";

/**
 * Settings → API tokens: what a token is for, a form to make one, the new token shown once, and the
 * list with Revoke. After the shown-once dialog the focus lands on the new token in the list.
 */
export function ApiTokensPanel() {
  const { t } = useTranslation("api-tokens");
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const entryRefs = useRef(new Map<string, HTMLLIElement>());
  const lastCreatedId = useRef<string | null>(null);

  const handleCreated = (answer: CreatedApiToken) => {
    lastCreatedId.current = answer.apiToken.id;
    setCreated(answer);
  };

  const handleDialogClosed = (event: Event) => {
    const entry = lastCreatedId.current ? entryRefs.current.get(lastCreatedId.current) : undefined;
    if (!entry) return;
    event.preventDefault();
    entry.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <AboutTokens />
      <CreateTokenForm onCreated={handleCreated} nameRef={nameRef} />
      {tokens.isPending ? (
        <LoadingPlaceholder label={t("loading")} blocks={1} className="sm:grid-cols-1" query={tokens} />
      ) : null}
      {tokens.isError && !tokens.data ? (
        <LoadError message={t("loadFailed")} onRetry={() => void tokens.refetch()} />
      ) : null}
      {tokens.data ? (
        <TokenList tokens={tokens.data.tokens} entryRefs={entryRefs} fallbackFocus={() => nameRef.current} />
      ) : null}
      <CreatedTokenDialog created={created} onClose={() => setCreated(null)} onCloseAutoFocus={handleDialogClosed} />
    </div>
  );
}
