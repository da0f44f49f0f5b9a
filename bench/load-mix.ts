import type { Pool, PoolAnswer } from "./http-pool.ts";

/** One virtual user: its session cookie and the ids of its notes, learnt from the answers. */
export type VirtualUser = { cookie: string; tasks: string[]; others: string[]; counter: number };

type Step = { weight: number; run: (user: VirtualUser, pool: Pool, record: Recorder) => Promise<unknown> };
export type Recorder = (route: string, answer: PoolAnswer) => void;

const CATEGORIES = ["tasks", "shopping", "notes"] as const;
const WEEK = "2026-11-23";

/** Sends one request, records it under `route`, and gives back the parsed body (null when not 2xx). */
async function call(
  pool: Pool,
  record: Recorder,
  user: VirtualUser,
  route: string,
  method: string,
  path: string,
  json?: unknown,
): Promise<unknown> {
  const answer = await pool.send({ method, path, cookie: user.cookie, json });
  record(route, answer);
  if (answer.status < 200 || answer.status >= 300 || answer.body === "") return null;
  return JSON.parse(answer.body) as unknown;
}

function pick(ids: string[], counter: number): string | undefined {
  return ids.length === 0 ? undefined : ids[counter % ids.length];
}

/**
 * What people do on the home screen, weighted roughly as they do it: mostly reading a tab, then
 * ticking tasks, adding and editing, moving to trash and back, the counts, statistics and planner.
 */
const STEPS: Step[] = [
  {
    weight: 30,
    run: (user, pool, record) =>
      call(pool, record, user, "GET /api/notes?category", "GET", `/api/notes?category=${CATEGORIES[user.counter % 3]}`),
  },
  {
    weight: 12,
    run: async (user, pool, record) => {
      const category = CATEGORIES[user.counter % 3] ?? "notes";
      const items = category === "shopping" ? [{ name: "Milk" }, { name: "Bread", category: "bakery" }] : [];
      const note = (await call(pool, record, user, "POST /api/notes", "POST", "/api/notes", {
        title: `Load ${user.counter}`,
        category,
        items,
      })) as { id: string } | null;
      if (note) (category === "tasks" ? user.tasks : user.others).push(note.id);
    },
  },
  {
    weight: 12,
    run: async (user, pool, record) => {
      const id = pick(user.tasks, user.counter);
      if (id !== undefined)
        await call(pool, record, user, "POST /api/notes/:id/toggle", "POST", `/api/notes/${id}/toggle`);
    },
  },
  {
    weight: 10,
    run: async (user, pool, record) => {
      const id = pick(user.others, user.counter);
      if (id !== undefined)
        await call(pool, record, user, "PATCH /api/notes/:id", "PATCH", `/api/notes/${id}`, {
          title: `Edited ${user.counter}`,
        });
    },
  },
  {
    weight: 8,
    run: async (user, pool, record) => {
      const id = pick(user.others, user.counter);
      if (id === undefined) return;
      await call(pool, record, user, "DELETE /api/notes/:id", "DELETE", `/api/notes/${id}`);
      await call(pool, record, user, "POST /api/trash/:id/restore", "POST", `/api/trash/${id}/restore`);
    },
  },
  {
    weight: 6,
    run: (user, pool, record) => call(pool, record, user, "GET /api/notes/counts", "GET", "/api/notes/counts"),
  },
  {
    weight: 6,
    run: (user, pool, record) =>
      call(pool, record, user, "GET /api/stats", "GET", "/api/stats?timeZone=Europe%2FBratislava"),
  },
  {
    weight: 8,
    run: (user, pool, record) => call(pool, record, user, "GET /api/planner", "GET", `/api/planner?from=${WEEK}`),
  },
  {
    weight: 8,
    run: (user, pool, record) =>
      call(pool, record, user, "PUT /api/planner/:date", "PUT", `/api/planner/2026-11-${23 + (user.counter % 7)}`, {
        plannedHours: (user.counter % 17) / 2,
      }),
  },
];
const TOTAL_WEIGHT = STEPS.reduce((sum, step) => sum + step.weight, 0);

/** One step of the mix, chosen at random by weight. */
export async function runStep(user: VirtualUser, pool: Pool, record: Recorder): Promise<unknown> {
  user.counter += 1;
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const step of STEPS) {
    roll -= step.weight;
    if (roll < 0) return step.run(user, pool, record);
  }
}
