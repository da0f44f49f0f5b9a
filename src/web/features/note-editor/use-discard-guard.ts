import { useCallback, useRef, useState } from "react";

/**
 * Closing a dialog whose form has changed asks first (issue 9, point 9). The dialog routes every way
 * of closing without saving — Esc, a click outside, the corner ×, Cancel — through `requestClose`;
 * the form reports whether it has changed through `setIsChanged`. Unchanged, the dialog closes at
 * once; changed, `isAsking` opens "Discard changes?" and only `discard` closes it. Saving closes
 * through `close` directly.
 */
export function useDiscardGuard(close: () => void) {
  const isChangedRef = useRef(false);
  const [isAsking, setIsAsking] = useState(false);

  const setIsChanged = useCallback((isChanged: boolean) => {
    isChangedRef.current = isChanged;
  }, []);

  const requestClose = useCallback(() => {
    if (isChangedRef.current) setIsAsking(true);
    else close();
  }, [close]);

  const keepEditing = useCallback(() => setIsAsking(false), []);

  const discard = useCallback(() => {
    setIsAsking(false);
    isChangedRef.current = false;
    close();
  }, [close]);

  return { isAsking, setIsChanged, requestClose, keepEditing, discard };
}
