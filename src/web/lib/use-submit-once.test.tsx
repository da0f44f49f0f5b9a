// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useSubmitOnce } from "./use-submit-once";

const submitEvent = () => ({ preventDefault: vi.fn() });

/** A promise the test settles by hand. */
function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("useSubmitOnce", () => {
  it("ignores a second submit while the first is in flight, and takes the next one after it settles", async () => {
    const flight = deferred();
    const submit = vi.fn(() => flight.promise);
    const { result } = renderHook(() => useSubmitOnce(submit));

    const first = submitEvent();
    const second = submitEvent();
    act(() => {
      // Two clicks in the same frame: the second sees the flag the first set.
      result.current.handleSubmit(first);
      result.current.handleSubmit(second);
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(second.preventDefault).toHaveBeenCalled(); // never a native form post either
    expect(result.current.isSubmitting).toBe(true);

    await act(async () => {
      flight.resolve();
      await flight.promise;
    });
    expect(result.current.isSubmitting).toBe(false);
    act(() => result.current.handleSubmit(submitEvent()));
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("ends at once when the submit refuses the input (returns nothing)", () => {
    const submit = vi.fn(() => undefined);
    const { result } = renderHook(() => useSubmitOnce(submit));
    act(() => result.current.handleSubmit(submitEvent()));
    act(() => result.current.handleSubmit(submitEvent()));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(result.current.isSubmitting).toBe(false);
  });

  it("ends the flight when the submission fails, so the user can try again", async () => {
    const failing = Promise.reject(new Error("offline"));
    const submit = vi.fn().mockReturnValueOnce(failing).mockReturnValue(undefined);
    const { result } = renderHook(() => useSubmitOnce(submit));
    act(() => result.current.handleSubmit(submitEvent()));
    await act(async () => {
      await failing.catch(() => {});
    });
    expect(result.current.isSubmitting).toBe(false);
    act(() => result.current.handleSubmit(submitEvent()));
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
