import type { NoteCategory } from "@shared/constants";
import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { TagList } from "@/features/notes";
import { isFreeKey } from "@/lib/keyboard-target";
import { useLocale } from "@/lib/locale-context";
import { onDemand } from "@/lib/on-demand";
import { onDemandTexts } from "@/lib/on-demand-texts";
import { showErrorToast } from "@/lib/show-error-toast";
import type { QuickAddControllerProps } from "./quick-add-controller";
import { forgetSharedLine, readSharedLine } from "./shared-line";

/** The parser (chrono-node with our Slovak module), the chips and the writes: loaded on first focus. */
const engine = onDemand(() => import("./quick-add-engine"));
const texts = onDemandTexts("quick-add", {
  en: () => import("@/locales/en/quick-add.json"),
  sk: () => import("@/locales/sk/quick-add.json"),
});

type QuickAddFieldProps = {
  tags: TagList;
  /** The selected tab: the "New shopping list" shortcut opens the field on Shopping with "Buy " typed. */
  tab: NoteCategory;
  onCreated: (category: NoteCategory) => void;
};

/**
 * /home's quick add (issue 28): one line becomes a task, a shopping list or a note. Only this field is
 * in /home's first load (within a kilobyte of its budget): what the line says, its chips and its
 * writes come with the engine on first focus (or `q`), which then takes the field over
 * (quick-add-controller.tsx). Enter waits for the engine if it is not in yet: nothing typed is lost.
 */
export function QuickAddField({ tags, tab, onCreated }: QuickAddFieldProps) {
  const { t } = useTranslation("notes");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const micSlot = useRef<HTMLSpanElement>(null);
  const describedBy = useId();
  const [sharedLine] = useState(readSharedLine);
  const [Controller, setController] = useState<ComponentType<QuickAddControllerProps>>();
  const load = () =>
    Promise.all([engine.load(), texts.load(locale)]).then(([module]) => {
      setController(() => module.QuickAddController);
      return module;
    });

  useEffect(() => {
    const focusOnQ = (event: KeyboardEvent) => {
      if (!isFreeKey(event, "q")) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener("keydown", focusOnQ);
    return () => document.removeEventListener("keydown", focusOnQ);
  }, []);
  // A line shared into Poriadok (/share) or a shortcut's "New …" arrives here, in focus. The address
  // loses it only now, on screen: a first render React threw away and ran again (a navigation's
  // transition interrupted) found it already gone, and the field came up empty and unfocused.
  useEffect(() => {
    if (sharedLine === null) return;
    forgetSharedLine();
    inputRef.current?.focus();
  }, [sharedLine]);

  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        load().then(
          (module) =>
            module
              .submitField({ input: inputRef.current, locale, tags, queryClient })
              .then((made) => made && onCreated(made)),
          () => showErrorToast(t, "errors:network"),
        );
      }}
    >
      <div className="flex gap-2">
        <input
          ref={inputRef}
          defaultValue={sharedLine === "" && tab === "shopping" ? `${t("quickAdd.buy")} ` : (sharedLine ?? "")}
          onFocus={() => load().catch(() => undefined)}
          aria-label={t("quickAdd.label")}
          placeholder={t("quickAdd.placeholder")}
          aria-describedby={describedBy}
          aria-keyshortcuts="q"
          autoComplete="off"
          enterKeyHint="done"
          className="h-10 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30"
        />
        <span ref={micSlot} className="contents" />
        <Button type="submit" variant="secondary" size="icon" className="size-10" title={t("actions.add")}>
          <Plus aria-hidden />
          <span className="sr-only">{t("actions.add")}</span>
        </Button>
      </div>
      {Controller ? (
        <Controller input={inputRef} describedBy={describedBy} micSlot={micSlot} tags={tags} />
      ) : (
        <span id={describedBy} />
      )}
    </form>
  );
}
