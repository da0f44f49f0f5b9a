import { useCallback, useRef, useState } from "react";

type Submit<E> = (event: E) => Promise<unknown> | undefined;

/**
 * A form's submit handler that runs once at a time: while the first submission is in flight (its
 * promise has not settled), a second click or Enter — a double-click, or a click on Add while the
 * dialog is already closing — is ignored. The flag is a ref, set synchronously, so two clicks within
 * one frame cannot both get through; `isSubmitting` is the same flag for rendering (disable the
 * button, mark the form aria-busy). A submit that returns nothing (it refused the input) ends at once.
 *
 *   const { handleSubmit, isSubmitting } = useSubmitOnce((event) => save(values));
 *   <form onSubmit={handleSubmit} aria-busy={isSubmitting}> … <Button type="submit" disabled={isSubmitting}>
 *
 * `finish()` says the form has done its work — its dialog is closing — so nothing is submitted after the
 * submission that called it, even once that one has settled: a dialog stays on screen (and its button
 * under the pointer) while it animates out, and a second click that the browser handles only after a
 * fast answer would otherwise send the form again, as a second note.
 */
export function useSubmitOnce<E extends { preventDefault: () => void }>(submit: Submit<E>) {
  const isInFlight = useRef(false);
  const isFinished = useRef(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;

  const handleSubmit = useCallback((event: E) => {
    event.preventDefault();
    if (isInFlight.current || isFinished.current) return;
    isInFlight.current = true;
    setIsSubmitting(true);
    const release = () => {
      if (isFinished.current) return;
      isInFlight.current = false;
      setIsSubmitting(false);
    };
    let pending: Promise<unknown> | undefined;
    try {
      pending = latestSubmit.current(event);
    } finally {
      if (!pending) release();
    }
    // The submit handles its own errors (a toast); this only ends the flight either way.
    pending?.then(release, release);
  }, []);

  const finish = useCallback(() => {
    isFinished.current = true;
  }, []);

  return { handleSubmit, isSubmitting, finish };
}
