import { NOTE_CATEGORIES } from "@shared/constants";
import { Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NoteListPanel } from "@/app/home/note-list-panel";
import { QuickAddField } from "@/app/home/quick-add/quick-add-field";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CreateNoteDialog } from "@/features/note-editor/components/create-note-dialog";
import { CATEGORY_ICONS } from "@/features/notes/components/empty-notes";
import { TagFilterBarOnDemand } from "@/features/notes/components/tag-filter-bar-on-demand";
import { parseNoteTab } from "@/features/notes/note-tab";
import type { TagList } from "@/features/notes/tag-list";
import { useNoteTab } from "@/features/notes/use-note-tab";
import { preloadNotesByDay } from "@/features/notes-by-day/components/notes-by-day-on-demand";
import { useLocalePath } from "@/lib/locale-context";

/**
 * Tasks, shopping lists and notes as real tabs (arrow keys move between them), the selected one in
 * ?tab=. The add button sits beside the tabs on wider screens and floats bottom-right on phones.
 */
export function NoteTabs({ tags }: { tags: TagList }) {
  const { t } = useTranslation("notes");
  const [tab, setTab] = useNoteTab();
  const localePath = useLocalePath();
  const tabsRef = useRef<HTMLDivElement>(null);
  // The tag filter removed: its bar goes away, and focus goes back to the chosen tab.
  const focusChosenTab = () =>
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  // The notes tab's calendar loads with its list, not after it.
  useEffect(() => {
    if (tab === "notes") preloadNotesByDay();
  }, [tab]);
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(parseNoteTab(value))} className="gap-4">
      <QuickAddField tags={tags} tab={tab} onCreated={(category) => category !== tab && setTab(category)} />
      <div className="flex items-center justify-between gap-3">
        <TabsList ref={tabsRef} aria-label={t("tabs.label")} className="h-10 w-full sm:w-auto">
          {NOTE_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category];
            return (
              <TabsTrigger
                key={category}
                value={category}
                className="px-3"
                {...(category === "notes" && { onPointerEnter: preloadNotesByDay, onFocus: preloadNotesByDay })}
              >
                <Icon aria-hidden className="max-[360px]:hidden" />
                {t(`tabs.${category}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <CreateNoteDialog category={tab} tags={tags} onCreated={(category) => category !== tab && setTab(category)}>
          <Button
            title={t(`new.${tab}`)}
            className="max-sm:fixed max-sm:right-[calc(1rem+env(safe-area-inset-right))] max-sm:bottom-[calc(1rem+env(safe-area-inset-bottom))] max-sm:z-40 max-sm:size-14 max-sm:rounded-full max-sm:shadow-lg"
          >
            <Plus aria-hidden className="max-sm:size-6" />
            <span className="max-sm:sr-only">{t(`new.${tab}`)}</span>
          </Button>
        </CreateNoteDialog>
      </div>
      <TagFilterBarOnDemand tags={tags} onRemoved={focusChosenTab} />
      {NOTE_CATEGORIES.map((category) => (
        <TabsContent
          key={category}
          value={category}
          className="rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <NoteListPanel category={category} tags={tags} />
        </TabsContent>
      ))}
      {/* The archived ones (issue 29): out of the tabs, one step away. */}
      <Link
        to={localePath("/archive")}
        className="self-start rounded-sm text-sm font-medium text-muted-foreground underline underline-offset-4 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {t("card.archiveLink")}
      </Link>
    </Tabs>
  );
}
