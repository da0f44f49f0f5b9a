import { createBrowserRouter } from "react-router";
import { appRoutes } from "./app-routes";

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The app's router, made on first use rather than when this module is evaluated: making it (reading
 * the URL and history, matching the routes, starting the first screen's code) is ≈ 60 ms on a slowed
 * phone CPU, and start-app.tsx makes it in a task of its own, after the one that evaluates the app's
 * code — together they were one long task after /home's first paint (docs/decisions/016).
 */
export function appRouter() {
  router ??= createBrowserRouter(appRoutes);
  return router;
}
