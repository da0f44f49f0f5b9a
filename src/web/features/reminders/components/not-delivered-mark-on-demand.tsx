import { Suspense } from "react";
import { lazyWhenOnline } from "@/lib/lazy-when-online";

// A task card's "Reminder not delivered": its own chunk, loaded by cards that have a reminder.
const NotDeliveredMark = lazyWhenOnline(() => import("./not-delivered-mark"));

export function NotDeliveredMarkOnDemand(props: { noteId: string; reminder: string | null }) {
  return (
    <Suspense fallback={null}>
      <NotDeliveredMark {...props} />
    </Suspense>
  );
}
