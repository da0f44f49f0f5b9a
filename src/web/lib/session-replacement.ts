/**
 * A password change that signs out the other devices replaces this tab's session too: Better Auth
 * deletes every session of the user, this one included, and sets the new one's cookie in its answer,
 * which comes only after the server has also revoked the API tokens and sent the confirming mail. A
 * request of the tab's that the server reads in between (a screen's query, the offline copy's
 * fetches, the session asked again) carries the old cookie and is refused 401: a console error, and
 * a session that reads as signed out. So the change waits for the tab's requests under way (a moment;
 * at most IN_FLIGHT_WAIT_MS), and the requests made while it runs wait for its answer and go with
 * the new cookie.
 */

const IN_FLIGHT_WAIT_MS = 3000;

let pending: Promise<void> | null = null;
const inFlight = new Set<Promise<unknown>>();

/**
 * Runs the request that replaces the session once the tab's requests under way are answered; until
 * it is answered, the requests made meanwhile wait.
 */
export function replacingSession<T>(request: () => Promise<T>): Promise<T> {
  const result = settledOrLater([...inFlight]).then(request);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  pending = settled;
  void settled.then(() => {
    if (pending === settled) pending = null;
  });
  return result;
}

function settledOrLater(requests: Promise<unknown>[]): Promise<void> {
  if (requests.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, IN_FLIGHT_WAIT_MS);
    void Promise.allSettled(requests).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** `fetch`, held back while the session is being replaced (at once otherwise). */
export const fetchAfterSessionReplaced: typeof fetch = (input, init) => {
  const response = pending ? pending.then(() => fetch(input, init)) : fetch(input, init);
  inFlight.add(response);
  const forget = () => inFlight.delete(response);
  response.then(forget, forget);
  return response;
};
