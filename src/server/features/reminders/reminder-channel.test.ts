import { describe, expect, it } from "vitest";
import { emailReason, reminderRoute } from "./reminder-channel.ts";

/** The fallback rule (decision 025): a reminder always has somewhere to go. */
describe("reminderRoute", () => {
  it("sends by e-mail when the person chose e-mail, with or without devices", () => {
    expect(reminderRoute({ preference: "email", devices: 0 })).toEqual({ first: "email", fallback: null });
    expect(reminderRoute({ preference: "email", devices: 3 })).toEqual({ first: "email", fallback: null });
  });

  it("sends by e-mail while the default 'on my devices' has no device yet", () => {
    expect(reminderRoute({ preference: "push", devices: 0 })).toEqual({ first: "email", fallback: null });
  });

  it("pushes once a device is registered, with e-mail when no device takes it", () => {
    expect(reminderRoute({ preference: "push", devices: 1 })).toEqual({ first: "push", fallback: "email" });
    expect(reminderRoute({ preference: "push", devices: 10 })).toEqual({ first: "push", fallback: "email" });
  });

  it("words the mail by why it went by e-mail", () => {
    expect(emailReason("email")).toBe("chosen");
    expect(emailReason("push")).toBe("noDevice");
  });
});
