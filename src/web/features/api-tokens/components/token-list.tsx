import { API_TOKENS_MAX, type ApiToken } from "@shared/schemas/api-tokens";
import { KeyRound, Trash2 } from "lucide-react";
import { type RefObject, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useNow } from "@/lib/use-now";
import { useRevokeApiToken } from "../api/api-tokens";
import { apiTokenErrorText } from "../api-token-error-text";
import { describeTokenDates } from "../token-dates";

type TokenListProps = {
  tokens: ApiToken[];
  /** Each token's entry, for the focus after the shown-once dialog closes. */
  entryRefs: RefObject<Map<string, HTMLLIElement>>;
  /** Where the focus goes when the last token is revoked (the create form's name). */
  fallbackFocus: () => HTMLElement | null | undefined;
};

/** The user's tokens: name, start, what each may do, dates, and Revoke behind a confirmation; an empty state. */
export function TokenList({ tokens, entryRefs, fallbackFocus }: TokenListProps) {
  const { t } = useTranslation("api-tokens");
  const now = useNow();
  const revokeButtons = useRef(new Map<string, HTMLButtonElement>());

  /** After a revoke, the next token's Revoke button (or the one before), so keyboard users stay in the list. */
  const focusAfterRevoke = (id: string) => () => {
    const index = tokens.findIndex((token) => token.id === id);
    const neighbour = tokens[index + 1] ?? tokens[index - 1];
    return (neighbour && revokeButtons.current.get(neighbour.id)) || fallbackFocus();
  };

  return (
    <SectionCard
      title={t("list.title")}
      description={tokens.length > 0 ? t("list.count", { count: tokens.length, max: API_TOKENS_MAX }) : undefined}
    >
      {tokens.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("list.empty")}</p>
      ) : (
        <ul aria-label={t("list.title")} className="-my-2 flex flex-col divide-y">
          {tokens.map((token) => {
            const dates = describeTokenDates(token, now, t);
            return (
              <li
                key={token.id}
                ref={(element) => {
                  if (element) entryRefs.current.set(token.id, element);
                  else entryRefs.current.delete(token.id);
                }}
                tabIndex={-1}
                className="-mx-2 flex items-start gap-3 rounded-md px-2 py-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <KeyRound aria-hidden className="mt-0.5 hidden size-5 shrink-0 text-muted-foreground sm:block" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium wrap-anywhere">{token.name}</span>
                    <code
                      translate="no"
                      title={t("list.startLabel", { start: token.start })}
                      className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-muted-foreground"
                    >
                      {token.start}…
                    </code>
                    <span
                      className={cn(
                        "rounded-full border px-2 py-0.5 text-xs",
                        token.scope === "read_write" ? "border-primary/40 text-primary" : "text-muted-foreground",
                      )}
                    >
                      {t(`scope.${token.scope}`)}
                    </span>
                  </span>
                  <span className="flex flex-col gap-x-3 gap-y-0.5 text-xs text-muted-foreground sm:flex-row sm:flex-wrap">
                    <span>{dates.created}</span>
                    <span>{dates.lastUsed}</span>
                    <span className={cn(dates.isExpired && "font-medium text-destructive")}>{dates.expiry}</span>
                    {token.scope === "caldav" ? (
                      // What the task app asks for besides the password, for a second device later.
                      <span className="wrap-anywhere">
                        {t("list.caldavServer", { server: window.location.origin })}
                      </span>
                    ) : null}
                  </span>
                </div>
                <RevokeButton
                  token={token}
                  buttonRef={(element) => {
                    if (element) revokeButtons.current.set(token.id, element);
                    else revokeButtons.current.delete(token.id);
                  }}
                  focusAfterConfirm={focusAfterRevoke(token.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

type RevokeButtonProps = {
  token: ApiToken;
  buttonRef: (element: HTMLButtonElement | null) => void;
  focusAfterConfirm: () => HTMLElement | null | undefined;
};

function RevokeButton({ token, buttonRef, focusAfterConfirm }: RevokeButtonProps) {
  const { t } = useTranslation(["api-tokens", "errors"]);
  const revoke = useRevokeApiToken();
  const handleRevoke = () => {
    revoke.mutateAsync(token.id).then(
      () => toast.success(t("list.revoked", { name: token.name })),
      (error: unknown) => toast.error(t("errors:title"), { description: apiTokenErrorText(t, error) }),
    );
  };
  return (
    <ConfirmDialog
      trigger={
        <Button
          ref={buttonRef}
          variant="ghost"
          size="sm"
          disabled={revoke.isPending}
          aria-label={t("list.revokeLabel", { name: token.name })}
          className="shrink-0 text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden />
          <span className="hidden sm:inline">{t("list.revoke")}</span>
        </Button>
      }
      title={t("list.revokeTitle", { name: token.name })}
      description={t("list.revokeText")}
      confirmLabel={t("list.revokeConfirm")}
      cancelLabel={t("list.cancel")}
      onConfirm={handleRevoke}
      focusAfterConfirm={focusAfterConfirm}
    />
  );
}
