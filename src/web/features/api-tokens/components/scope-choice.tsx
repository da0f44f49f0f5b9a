import { API_TOKEN_SCOPES, type ApiTokenScope } from "@shared/schemas/api-tokens";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";

const isScope = (value: string): value is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(value);

type ScopeChoiceProps = { value: ApiTokenScope; onChange: (scope: ApiTokenScope) => void };

/**
 * What the new token may do: read only (the default, the least a script can need) or read and write.
 * Neither makes credentials (calendar link, invitations, notifications, tokens) nor touches the account.
 */
export function ScopeChoice({ value, onChange }: ScopeChoiceProps) {
  const { t } = useTranslation("api-tokens");
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t("scope.label")}</legend>
      <RadioGroup
        name="scope"
        value={value}
        onValueChange={(next) => isScope(next) && onChange(next)}
        className="grid gap-3 sm:grid-cols-2"
      >
        {API_TOKEN_SCOPES.map((scope) => (
          <div key={scope} className="flex items-start gap-3">
            <RadioGroupItem
              id={`${id}-${scope}`}
              value={scope}
              aria-describedby={`${id}-${scope}-hint`}
              className="mt-0.5"
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-${scope}`}>{t(`scope.${scope}`)}</Label>
              <span id={`${id}-${scope}-hint`} className="text-xs text-muted-foreground">
                {t(`scope.${scope}Hint`)}
              </span>
            </div>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
