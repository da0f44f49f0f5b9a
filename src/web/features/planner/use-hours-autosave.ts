import { useCallback, useEffect, useRef, useState } from "react";

/** Where one day's value stands: waiting for a pause in typing, on its way, stored, or refused by the network. */
export type SaveState = "idle" | "pending" | "saving" | "saved" | "failed";

export const SAVE_DELAY_MS = 600;
const SAVED_NOTICE_MS = 2_000;

/**
 * Saves one day's hours as the user types: after a pause of `delay` ms, or at once on `flush` (the
 * field lost focus, the week is left). One request at a time per day, and always the latest value last,
 * so a slow answer can never overwrite a newer value. A value still waiting is sent when the field unmounts.
 */
export function useHoursAutosave(save: (hours: number) => Promise<unknown>, delay = SAVE_DELAY_MS) {
  const [state, setState] = useState<SaveState>("idle");
  const saveRef = useRef(save);
  saveRef.current = save;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<number | null>(null);
  const isSending = useRef(false);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (waiting.current === null || isSending.current) return;
    const hours = waiting.current;
    waiting.current = null;
    isSending.current = true;
    clearTimeout(noticeTimer.current);
    setState("saving");
    saveRef.current(hours).then(
      () => {
        isSending.current = false;
        if (waiting.current !== null) return flush();
        setState("saved");
        noticeTimer.current = setTimeout(() => setState("idle"), SAVED_NOTICE_MS);
      },
      () => {
        isSending.current = false;
        // A newer value is worth trying; otherwise the field says "not saved" until it is changed or left.
        if (waiting.current !== null) return flush();
        setState("failed");
      },
    );
  }, []);

  const schedule = useCallback(
    (hours: number) => {
      waiting.current = hours;
      clearTimeout(timer.current);
      clearTimeout(noticeTimer.current);
      if (!isSending.current) setState("pending");
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  /** Drops a value still waiting (the field now holds something that must not be saved). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    waiting.current = null;
    if (!isSending.current) setState("idle");
  }, []);

  useEffect(
    () => () => {
      clearTimeout(noticeTimer.current);
      flush();
    },
    [flush],
  );

  return { state, schedule, flush, cancel };
}
