import { Suspense } from "react";
import { lazyWhenOnline } from "@/lib/lazy-when-online";

// The card's repeat words and reminder time with their texts and icons, a chunk of its own: a few
// hundred bytes here, nothing of it in /home's first load when no card repeats or reminds.
const CardSchedule = lazyWhenOnline(() => import("./card-schedule"));

export function CardScheduleOnDemand(props: { repeat: string | null; reminder: string | null; isDone?: boolean }) {
  return (
    <Suspense fallback={null}>
      <CardSchedule {...props} />
    </Suspense>
  );
}
