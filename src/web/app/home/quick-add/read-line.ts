import type { Locale } from "@shared/constants";
import { parseQuickAdd } from "@shared/quick-add/parse-quick-add";
import type { NotePage } from "@shared/schemas/note-page";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { TagList } from "@/features/notes";
import { notePagesQuery } from "@/features/notes/api/get-notes";

/** The person's shopping lists this device knows (the Shopping tab's first page), for "… do Lidl". */
function knownLists(queryClient: QueryClient): Array<{ id: string; title: string }> {
  const data = queryClient.getQueryData<InfiniteData<NotePage>>(notePagesQuery("shopping").queryKey);
  return (data?.pages ?? []).flatMap((page) => page.notes).map((note) => ({ id: note.id, title: note.title }));
}

/**
 * Loads the shopping lists once if this device has none yet. Never waits on the network for long: a
 * query waits for the connection to come back when the device is offline, and a line must not wait
 * for that (it is then read without the lists).
 */
export async function loadKnownLists(queryClient: QueryClient): Promise<void> {
  if (queryClient.getQueryData(notePagesQuery("shopping").queryKey) !== undefined) return;
  const loaded = queryClient.prefetchInfiniteQuery(notePagesQuery("shopping")).catch(() => undefined);
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, LISTS_WAIT_MS))]);
}

/** How long a submission waits for the lists it has never loaded. */
const LISTS_WAIT_MS = 1500;

/** The line read as it would be created now, on this device's clock and in the page's language. */
export function readLine(text: string, keep: string[], locale: Locale, tags: TagList, queryClient: QueryClient) {
  return parseQuickAdd(text, {
    language: locale,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    now: new Date(),
    tags: tags.items.map((tag) => tag.name),
    lists: knownLists(queryClient),
    keep,
  });
}
