import {
  API_TOKEN_NAME_MAX,
  type ApiTokenScope,
  CreateApiTokenSchema,
  type CreatedApiToken,
} from "@shared/schemas/api-tokens";
import { Loader2, Plus } from "lucide-react";
import { type FormEvent, type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { SectionCard } from "@/components/section-card";
import { SelectField } from "@/components/select-field";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useCreateApiToken } from "../api/api-tokens";
import { apiTokenErrorText } from "../api-token-error-text";
import {
  DEFAULT_EXPIRY,
  EXPIRY_CHOICES,
  expiryForScope,
  expiryLabel,
  expiryValue,
  parseExpiryValue,
} from "../expiry-choices";
import { ScopeChoice } from "./scope-choice";

type CreateTokenFormProps = {
  onCreated: (created: CreatedApiToken) => void;
  /** The name field, which gets the focus back when the last token is revoked. */
  nameRef: Ref<HTMLInputElement>;
};

/** Read only unless the person asks for more: most scripts only read. */
const DEFAULT_SCOPE: ApiTokenScope = "read";

/**
 * A name, what the token may do and an expiry, checked as the server checks them; the server's refusal (the 20-token limit,
 * a lost connection) shows under the name, where the eyes are, and is read out with it.
 */
export function CreateTokenForm({ onCreated, nameRef }: CreateTokenFormProps) {
  const { t } = useTranslation(["api-tokens", "errors"]);
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState(DEFAULT_EXPIRY);
  const [isExpiryChosen, setIsExpiryChosen] = useState(false);
  const [scope, setScope] = useState(DEFAULT_SCOPE);
  // An app password (CalDAV) that expires stops a phone's task app syncing without a word, so it
  // never expires unless the person chose an expiry; revoking it stays one tap away in the list.
  const chooseScope = (chosen: typeof scope) => {
    setScope(chosen);
    if (!isExpiryChosen) setExpiry(expiryForScope(chosen));
  };
  const [error, setError] = useState<string | undefined>();

  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent) => {
    const checked = CreateApiTokenSchema.safeParse({ name, scope, expiresInDays: expiry });
    if (!checked.success) {
      const issue = checked.error.issues[0]?.message ?? "validation.invalid";
      setError(t(`errors:${issue.startsWith("validation.") ? issue : "validation.invalid"}`));
      return;
    }
    setError(undefined);
    return create.mutateAsync(checked.data).then(
      (created) => {
        setName("");
        setExpiry(DEFAULT_EXPIRY);
        setIsExpiryChosen(false);
        setScope(DEFAULT_SCOPE);
        onCreated(created);
        create.reset(); // the plain token lives on only in the dialog's state
      },
      (refusal: unknown) => setError(refusalText(refusal)),
    );
  });

  /** A field the server refused names its own problem; anything else is the code's text. */
  const refusalText = (refusal: unknown) => {
    const fieldKey = refusal instanceof ApiError ? refusal.details[0]?.message : undefined;
    return fieldKey?.startsWith("validation.") ? t(`errors:${fieldKey}`) : apiTokenErrorText(t, refusal);
  };

  return (
    <SectionCard title={t("create.title")} description={t("create.description")}>
      <form onSubmit={handleSubmit} noValidate aria-busy={isSubmitting || undefined} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <FormField
            ref={nameRef}
            label={t("create.name")}
            name="name"
            autoComplete="off"
            maxLength={API_TOKEN_NAME_MAX}
            placeholder={t("create.namePlaceholder")}
            hint={t("create.nameHint", { max: API_TOKEN_NAME_MAX })}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error}
          />
          <SelectField
            label={t("create.expiry")}
            name="expiresInDays"
            value={expiryValue(expiry)}
            onChange={(event) => {
              setExpiry(parseExpiryValue(event.target.value));
              setIsExpiryChosen(true);
            }}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={expiryValue(choice)} value={expiryValue(choice)}>
                {expiryLabel(choice, t)}
              </option>
            ))}
          </SelectField>
        </div>
        <ScopeChoice value={scope} onChange={chooseScope} />
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
          {isSubmitting ? t("create.creating") : t("create.submit")}
        </Button>
      </form>
    </SectionCard>
  );
}
