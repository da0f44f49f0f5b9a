// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import type { TagList } from "@/features/notes/tag-list";
import { i18nFor } from "@/lib/i18n";
import { setTestOutboxContext } from "@/test-support/outbox-context";
import { stubResizeObserver } from "@/test-support/stub-resize-observer";
import { CreateNoteDialog } from "./create-note-dialog";

/** Tag ids as the server makes them (UUIDv7). */
const T1 = "019a8f2e-0001-7000-8000-000000000001";
const T2 = "019a8f2e-0002-7000-8000-000000000002";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const tags: TagList = {
  status: "success",
  items: [
    { id: T1, name: "Urgent", color: "#e11d48" },
    { id: T2, name: "Work", color: "#3b82f6" },
  ],
};

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderDialog(onCreated = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  setTestOutboxContext(queryClient, i18nFor("en"));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <I18nextProvider i18n={i18nFor("en")}>
          <CreateNoteDialog category="tasks" tags={tags} onCreated={onCreated}>
            <Button>New task</Button>
          </CreateNoteDialog>
        </I18nextProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onCreated;
}

/** Clicks the opener and waits for the dialog, whose code loads on demand (its frame stands in, busy, until then). */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "New task" }));
  await waitFor(() => expect(screen.getByRole("dialog", { name: "New task" })).not.toHaveAttribute("aria-busy"));
}

// The dialog's code, held back until the first test lets it in, so that its click finds it loading.
const codeArrives = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock("./create-note-form-dialog", async (importOriginal) => {
  const module = await importOriginal();
  await codeArrives.arrived;
  return module;
});

// Transformed once here (not awaited: it waits for the first test), so no other test waits on the transform.
beforeAll(() => {
  void import("./create-note-form-dialog");
});

// Radix measures the kind radios with a ResizeObserver, which jsdom lacks.
beforeEach(stubResizeObserver);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe("CreateNoteDialog", () => {
  // First on purpose: the dialog's module has not been asked for yet, so the click finds it loading.
  it("opens its frame in the same frame as the click and keeps what is typed for the title", {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    renderDialog();
    const opener = screen.getByRole("button", { name: "New task" });
    await user.click(opener);
    const busyDialog = screen.getByRole("dialog", { name: "New task" });
    expect(busyDialog).toHaveAttribute("aria-busy", "true");
    expect(busyDialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("Milk");
    expect(screen.getByRole("dialog", { name: "New task" })).toHaveAttribute("aria-busy", "true");
    codeArrives.arrive();
    // The first import transforms the form's modules: slow on a busy machine.
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Milk"), { timeout: 15_000 });
    expect(screen.getByLabelText("Title")).toHaveFocus();
    expect(screen.getByRole("dialog", { name: "New task" })).not.toHaveAttribute("aria-busy");
  });

  it("opens from its button, says it is open, and gives focus back to the button on close", async () => {
    const user = userEvent.setup();
    renderDialog();
    const opener = screen.getByRole("button", { name: "New task" });
    expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await openDialog(user);
    expect(opener).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("dialog", { name: "New task" })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute("aria-expanded", "false");
  });

  it("does nothing with a blank title but point at it", async () => {
    const fetchMock = stubFetch(201, {});
    const user = userEvent.setup();
    renderDialog();
    await openDialog(user);
    await user.type(screen.getByLabelText("Title"), "   ");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByRole("dialog", { name: "New task" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveFocus();
    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription("This field is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds a task with its tags, closes at once and says 'Task added'", async () => {
    const fetchMock = stubFetch(201, { id: "5" });
    const user = userEvent.setup();
    const onCreated = renderDialog();
    await openDialog(user);
    await user.type(screen.getByLabelText("Title"), "Call grandma");
    await user.type(screen.getByLabelText("Content"), "About Sunday");
    await user.click(screen.getByRole("button", { name: "Work" }));
    expect(screen.getByRole("button", { name: "Work" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Add" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onCreated).toHaveBeenCalledWith("tasks");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Task added"));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      // Made here, so the note can be referred to before the server answers (docs/decisions/017).
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      title: "Call grandma",
      category: "tasks",
      content: "About Sunday",
      date: null,
      reminder: null,
      repeat: null,
      tags: [T2],
      items: [],
      checklist: [],
      pinned: false,
      color: null,
    });
  });

  it("adds a shopping list with its first items (Enter adds an item, not the list)", async () => {
    const fetchMock = stubFetch(201, { id: "6" });
    const user = userEvent.setup();
    const onCreated = renderDialog();
    await openDialog(user);
    await user.click(screen.getByRole("radio", { name: "Shopping list" }));
    expect(screen.getByRole("dialog", { name: "New shopping list" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Content")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Title"), "Groceries");
    await user.type(screen.getByLabelText("New item"), "Milk{Enter}");
    expect(screen.getByRole("button", { name: "Remove Milk" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("New item"), "Bread");
    await user.click(screen.getByRole("button", { name: "Add" }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(onCreated).toHaveBeenCalledWith("shopping");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      title: "Groceries",
      category: "shopping",
      tags: [],
      items: [{ name: "Milk" }, { name: "Bread" }],
    });
  });

  // A refusal is a 4xx: a 5xx keeps the note in the outbox, sent again later.
  it("reports a refusal with the destructive toast", async () => {
    stubFetch(413, { error: { code: "payload_too_large", message: "too large" } });
    const user = userEvent.setup();
    renderDialog();
    await openDialog(user);
    await user.type(screen.getByLabelText("Title"), "Call grandma");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Error",
        expect.objectContaining({
          description: "This is more than the server accepts at once. Shorten the text and try again.",
        }),
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
