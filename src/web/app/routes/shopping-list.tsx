import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { AppFrame } from "@/app/layout/app-frame";
import { BackLink } from "@/components/layout/back-link";
import { OfflineUnavailable } from "@/components/offline-unavailable";
import { convertNote } from "@/features/notes/api/edit-checklist";
import { noteQuery } from "@/features/notes/api/get-note";
import { useTrashNote, useUndoTrash } from "@/features/notes/api/trash-note";
import { useUpdateNote } from "@/features/notes/api/update-note";
import { ShareButton } from "@/features/sharing/components/share-button";
import { useCategoryOrder } from "@/features/shopping/api/category-order";
import { ConvertToNoteButton } from "@/features/shopping/components/convert-to-note-button";
import { DeleteListButton } from "@/features/shopping/components/delete-list-button";
import { ListTitle } from "@/features/shopping/components/list-title";
import { ShoppingListSkeleton } from "@/features/shopping/components/shopping-list-skeleton";
import { ShoppingListView } from "@/features/shopping/components/shopping-list-view";
import { parseListId } from "@/features/shopping/list-summary";
import { ApiError } from "@/lib/api-client";
import { apiErrorKey } from "@/lib/api-error-key";
import { useLocalePath } from "@/lib/locale-context";
import { showErrorToast } from "@/lib/show-error-toast";
import { showUndoToast } from "@/lib/show-undo-toast";
import { isWaitingOffline } from "@/lib/waiting-offline";

const LISTS_PATH = "/home?tab=shopping";
/** One centred column for the heading, its actions and the items, on a phone and on a desktop alike. */
const COLUMN = "mx-auto w-full max-w-2xl";

/**
 * /shopping/:id — one shopping list. A missing, foreign or trashed id, a note of another kind, or a
 * failed load goes back to /home (spec §2).
 */
export function ShoppingListPage() {
  const { t } = useTranslation(["shopping", "common", "errors"]);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const id = parseListId(useParams().id);
  const trashNote = useTrashNote();
  const undoTrash = useUndoTrash();
  const updateNote = useUpdateNote();
  // While the list is being deleted its own query fails (it is in the trash now): that is no reason to
  // leave, and no reason to ask for it again either — the query rests until the page has gone.
  const isLeaving = trashNote.isPending || trashNote.isSuccess;
  const note = useQuery({ ...noteQuery(id ?? ""), enabled: id !== null && !isLeaving });
  // The groups wait for the user's category order, so they do not jump into place a moment later.
  const categoryOrder = useCategoryOrder();
  const list = note.data?.category === "shopping" ? note.data : undefined;

  // An error from an earlier visit (the list was trashed, then restored) counts only once asking again fails too.
  const isSettledError = note.isError && !note.isFetching;
  const isNotFound =
    id === null ||
    (note.data !== undefined && note.data.category !== "shopping") ||
    (isSettledError && note.error instanceof ApiError && note.error.status === 404);
  const hasFailed = isSettledError && note.data === undefined;
  const shouldLeave = !isLeaving && (isNotFound || hasFailed);

  useEffect(() => {
    // The address has gone on already (the list was left from its sharing dialog, which takes the person
    // to their lists first): this page is on its way out, and its list's 404 is no news to anyone.
    if (!shouldLeave || !isShownAt(window.location.pathname, id)) return;
    if (isNotFound) toast.error(t("toast.notFound"), { id: "shopping-list-not-found" });
    else showErrorToast(t, apiErrorKey(note.error));
    navigate(localePath("/home"), { replace: true });
  }, [shouldLeave, isNotFound, note.error, navigate, localePath, t, id]);

  const handleDeleteList = () => {
    if (!list) return;
    trashNote.mutate(list.id, {
      onSuccess: () => {
        showUndoToast(t, {
          message: t("toast.listDeleted"),
          onUndo: () =>
            undoTrash.mutateAsync(list).then(
              () => toast.success(t("toast.listRestored", { title: list.title })),
              (error: unknown) => showErrorToast(t, apiErrorKey(error)),
            ),
        });
        navigate(localePath(LISTS_PATH));
      },
      onError: () => showErrorToast(t, "shopping:toast.deleteListFailed"),
    });
  };

  // Leaves for the notes first: the list's page has nothing to show once it is a note.
  const handleConvert = () => {
    if (!list) return;
    navigate(localePath("/home?tab=notes"));
    convertNote(list.id, "notes").then(
      () => toast.success(t("notes:checklist.converted.notes")),
      (error: unknown) => showErrorToast(t, apiErrorKey(error)),
    );
  };

  const handleRename = (title: string) => {
    if (!list) return Promise.resolve();
    return updateNote.mutateAsync({ id: list.id, changes: { title } }).then(
      () => toast.success(t("toast.listRenamed")),
      (error: unknown) => {
        showErrorToast(t, apiErrorKey(error));
        throw error;
      },
    );
  };

  return (
    <AppFrame
      title={list?.title ?? t("common:pages.shoppingList")}
      leading={
        <div className={`${COLUMN} flex items-center justify-between gap-2`}>
          <BackLink to={LISTS_PATH} label={t("back")} />
          <div className="flex items-center gap-1">
            {/* Deleting a shared list is its owner's alone (the server refuses a member). */}
            {list?.sharing?.role === "member" ? null : (
              <DeleteListButton onConfirm={handleDeleteList} disabled={!list || trashNote.isPending} />
            )}
          </div>
        </div>
      }
      heading={
        // Share and Convert sit beside the list's name: the row above has no room for a third control
        // on a phone (Slovak's "Vymazať zoznam" fills it at 360 px).
        <div className={`${COLUMN} flex items-start gap-2`}>
          <div className="min-w-0 flex-1">
            {list ? (
              <ListTitle key={list.id} title={list.title} onRename={handleRename} />
            ) : (
              <h1 className="mb-6 text-2xl font-semibold tracking-tight">{t("common:pages.shoppingList")}</h1>
            )}
          </div>
          {/* A list shared with others stays a list (the server refuses to convert it). */}
          {list && !list.sharing ? <ConvertToNoteButton onConvert={handleConvert} /> : null}
          <ShareButton list={list} />
        </div>
      }
    >
      <div className={COLUMN}>
        {/* Offline without the user's category order the groups take the usual one, not a wait. */}
        {list && !shouldLeave && (!categoryOrder.isPending || isWaitingOffline(categoryOrder)) ? (
          <ShoppingListView key={list.id} note={list} />
        ) : isWaitingOffline(note) ? (
          <OfflineUnavailable />
        ) : (
          <ShoppingListSkeleton />
        )}
      </div>
    </AppFrame>
  );
}

/** Whether the browser's address is still this list's page (`/shopping/:id`, in either language). */
function isShownAt(pathname: string, id: string | null): boolean {
  return id === null || pathname.endsWith(`/shopping/${id}`);
}
