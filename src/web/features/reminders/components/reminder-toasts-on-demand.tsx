import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { lazyWhenOnline } from "@/lib/lazy-when-online";
import { whenSettled } from "@/lib/when-settled";

// The open app's reminder toasts: their own chunk, and its request for the reminders, loaded once
// the signed-in screen has settled — no part of its first load (the /home budget counts until the
// network has been quiet for a second).
const ReminderToasts = lazyWhenOnline(() => import("./reminder-toasts"));

export function ReminderToastsOnDemand() {
  const queryClient = useQueryClient();
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => whenSettled(queryClient, () => setIsWanted(true)), [queryClient]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ReminderToasts />
    </Suspense>
  );
}
