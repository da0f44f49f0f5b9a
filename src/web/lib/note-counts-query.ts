import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * Active notes per category and the number in the trash: read by the app's header (the trash's
 * count), the trash and the notes' tabs. In lib/ because three parts read it: through the notes
 * feature's entry the trash screen's chunk would share that entry with /home, and the bundler then
 * splits /home's first load into more, smaller files.
 */
export const noteCountsQuery = () =>
  queryOptions({ queryKey: queryKeys.notes.counts(), queryFn: async () => unwrap(await api.notes.counts.$get()) });
