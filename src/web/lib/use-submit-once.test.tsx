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

  it("takes no submission after one that finished the form, even once it has settled (its dialog is closing)", async () => {
    const flight = deferred();
    let submissions = 0;
    const { result } = renderHook(() => {
      const submitOnce = useSubmitOnce(() => {
        submissions += 1;
        submitOnce.finish();
        return flight.promise;
      });
      return submitOnce;
    });
    act(() => result.current.handleSubmit(submitEvent()));
    await act(async () => {
      flight.resolve();
      await flight.promise;
    });
    const late = submitEvent();
    act(() => result.current.handleSubmit(late));
    expect(submissions).toBe(1);
    expect(late.preventDefault).toHaveBeenCalled();
    expect(result.current.isSubmitting).toBe(true);
  });
});
