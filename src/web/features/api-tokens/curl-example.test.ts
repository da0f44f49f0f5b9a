import { CreateNoteSchema } from "@shared/schemas/note";
import { describe, expect, it } from "vitest";
import { curlExample } from "./curl-example";

describe("curlExample", () => {
  it("adds a task at this server's address with the token as a bearer", () => {
    expect(curlExample({ origin: "https://organiser.example", token: "pdk_secret", title: "Take out the bins" })).toBe(
      `curl -H "Authorization: Bearer pdk_secret" -H "Content-Type: application/json" -d '{"title":"Take out the bins","category":"tasks"}' https://organiser.example/api/notes`,
    );
  });

  it("sends a body the notes route accepts", () => {
    const command = curlExample({ origin: "http://localhost:3000", token: "pdk_x", title: "Vyniesť smeti" });
    const body = /-d '(.*)' /.exec(command)?.[1] ?? "";
    expect(CreateNoteSchema.safeParse(JSON.parse(body)).success).toBe(true);
  });

  it("keeps a quote in the title inside the shell's single quotes", () => {
    const command = curlExample({ origin: "http://localhost:3000", token: "pdk_x", title: "Mom's bins" });
    expect(command).toContain(`-d '{"title":"Mom'\\''s bins","category":"tasks"}'`);
  });
});
