import { HOME_CLOCK_REFRESH_MS } from "@shared/constants";
import { useEffect, useState } from "react";

/**
 * The current time, refreshed every HOME_CLOCK_REFRESH_MS (60 s). The first refresh waits for the next
 * full minute so HH:mm never lags, and a tab coming back from the background refreshes at once
 * (browsers slow timers down in hidden tabs).
 */
export function useNow(intervalMs = HOME_CLOCK_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const refresh = () => setNow(new Date());
    let interval: ReturnType<typeof setInterval> | undefined;
    const untilNextMinute = intervalMs - (Date.now() % intervalMs);
    const first = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, intervalMs);
    }, untilNextMinute);
    const handleVisibilityChange = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", handleVisibilityChange);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
      document.removeEventListener("visibilitychange", handleVisibilityChange);
    };
  }, [intervalMs]);
  return now;
}
