import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { MergeOffer as Offer } from "./use-add-with-memory";

type MergeOfferProps = {
  offer: Offer;
  onMerge: () => void;
  onAddAnyway: () => void;
  onCancel: () => void;
};

/**
 * "Mlieko is already on the list": add to it (its quantity grows) or add it anyway. Focus moves to the
 * first choice, so a screen reader reads the question with it; Escape cancels and puts the text back.
 */
export function MergeOfferPanel({ offer, onMerge, onAddAnyway, onCancel }: MergeOfferProps) {
  const { t } = useTranslation("shopping");
  const textId = useId();
  const firstRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new offer takes the focus
  useEffect(() => {
    firstRef.current?.focus();
  }, [offer]);

  const handleKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  const { existing } = offer;
  return (
    <fieldset
      aria-labelledby={textId}
      onKeyDown={handleKeyDown}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
    >
      <p id={textId} className="wrap-anywhere">
        {existing.quantity
          ? t("merge.textWithQuantity", { name: existing.name, quantity: existing.quantity })
          : t("merge.text", { name: existing.name })}
      </p>
      <div className="flex flex-wrap gap-2">
        {offer.merged ? (
          <Button ref={firstRef} type="button" size="sm" onClick={onMerge}>
            {t("merge.merge", { quantity: offer.merged })}
          </Button>
        ) : null}
        <Button
          ref={offer.merged ? undefined : firstRef}
          type="button"
          size="sm"
          variant="outline"
          onClick={onAddAnyway}
        >
          {t("merge.addAnyway")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t("merge.cancel")}
        </Button>
      </div>
    </fieldset>
  );
}
