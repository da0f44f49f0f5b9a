import { Suspense } from "react";
import { lazyWhenOnline } from "@/lib/lazy-when-online";

// Where a reminder will go, with its "turn on" offer: a chunk of its own, loaded when a task's
// reminder is set (the push support and settings code stay out of the editor's first load).
const ReminderDelivery = lazyWhenOnline(() => import("./reminder-delivery"));

export function ReminderDeliveryOnDemand() {
  return (
    <Suspense fallback={null}>
      <ReminderDelivery />
    </Suspense>
  );
}
