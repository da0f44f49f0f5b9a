import { XIcon } from "lucide-react";
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { cn } from "@/lib/cn";

type DialogFrameProps = {
  /** The dialog's name, as its real title will say it. */
  label: string;
  closeLabel: string;
  onClose: () => void;
  /** The real dialog's content classes, so the frame stands where it will be. */
  className?: string;
  children?: ReactNode;
};

/**
 * A dialog's frame, shown in the same frame as the tap or key that opens it while the dialog's own
 * code (Radix Dialog, the form) is still loading (issue 27: first taps waited 4 s for it). Plain
 * markup in the first load: a modal dialog named like the real one, busy, focus inside (on the
 * `data-autofocus` element or the frame itself), Tab kept in it, Escape and the overlay close it. It
 * takes no step in the browser's history: the real dialog takes its own as it mounts (lib/back-closes/,
 * which comes with the dialogs' code), so until then Back leaves the screen, as it did before frames. The
 * opener swaps it for the real dialog when the code is in; keys typed meanwhile are kept by
 * lib/type-ahead.ts.
 */
export function DialogFrame({ label, closeLabel, onClose, className, children }: DialogFrameProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) {
      (panel.querySelector<HTMLElement>("[data-autofocus]") ?? panel).focus();
    }
  }, []);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === "Tab") keepTabInside(event, panelRef.current);
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, []);

  return createPortal(
    <>
      <div aria-hidden className="fixed inset-0 z-50 bg-black/50" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-busy="true"
        tabIndex={-1}
        data-slot="dialog-frame"
        className={cn(
          "bg-background fixed top-[50%] left-[50%] z-50 grid w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 rounded-lg border p-6 shadow-lg outline-none sm:max-w-lg",
          className,
        )}
      >
        {children}
        <button
          type="button"
          onClick={onClose}
          className="ring-offset-background focus:ring-ring absolute top-4 right-4 rounded-xs opacity-70 focus:ring-2 focus:ring-offset-2 focus:outline-hidden [&_svg]:size-4"
        >
          <XIcon aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
    </>,
    document.body,
  );
}

function keepTabInside(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>("input, button, [tabindex='0']")];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
