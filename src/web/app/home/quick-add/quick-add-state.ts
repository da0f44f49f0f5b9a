/**
 * What quick add holds beside the field's own text: the parts taken back and the message of a line
 * that could not be added. One field on the page, so one state, shared by its controller (which shows
 * it) and the submission (which sets it), whichever runs first after the engine loads.
 */
type State = { keep: string[]; error: string };

let state: State = { keep: [], error: "" };
const listeners = new Set<() => void>();

export const quickAddState = {
  get: (): State => state,
  set(next: Partial<State>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
