import { describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { createDecodeSlots } from "./decode-slots.ts";

/** A piece of work that runs until `finish` is called. */
function gate() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

describe("decode slots", () => {
  it("run at most `concurrent` at once, queue `waiting` more, and refuse the rest with 503", async () => {
    const slots = createDecodeSlots({ concurrent: 2, waiting: 1 });
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((entry, index) =>
      slots.run(async () => {
        started.push(index);
        await entry.work();
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.running).toBe(2);

    const refused = await slots.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "server_busy", status: 503 });

    gates[0]?.finish();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    expect(slots.running).toBe(2);
    gates[1]?.finish();
    gates[2]?.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(slots.running).toBe(0);
  });

  it("frees the slot when the work fails", async () => {
    const slots = createDecodeSlots({ concurrent: 1, waiting: 0 });
    await expect(slots.run(async () => Promise.reject(new Error("corrupt")))).rejects.toThrow("corrupt");
    expect(await slots.run(async () => "next")).toBe("next");
  });
});
