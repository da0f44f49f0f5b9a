// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { markerOf } from "./history-entry";

afterEach(async () => {
  cleanup();
  await waitFor(() => expect(markerOf(window.history.state)).toBeNull());
});

function back() {
  act(() => window.history.back());
}

/** A dialog whose Esc (and so Back) asks first while `hasChanges`, like the note editors. */
function GuardedDialog({ hasChanges }: { hasChanges: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open || !hasChanges ? setIsOpen(open) : setIsAsking(true))}>
      <DialogTrigger>Open</DialogTrigger>
      <DialogContent>
        <DialogTitle>Editor</DialogTitle>
        <DialogDescription>Fields</DialogDescription>
        {isAsking ? <p>Discard changes?</p> : null}
      </DialogContent>
    </Dialog>
  );
}

describe("Back closes the ui layers", () => {
  it("closes an uncontrolled dialog and keeps the URL", async () => {
    const user = userEvent.setup();
    window.history.pushState({ idx: 1, key: "home" }, "", "/home");
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent>
          <DialogTitle>Hello</DialogTitle>
          <DialogDescription>Text</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("dialog", { name: "Hello" })).toBeInTheDocument();
    back();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.location.pathname).toBe("/home");
  });

  it("asks instead of closing when Esc would ask", async () => {
    const user = userEvent.setup();
    render(<GuardedDialog hasChanges />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    back();
    expect(await screen.findByText("Discard changes?")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Editor" })).toBeInTheDocument();
    expect(markerOf(window.history.state)?.depth).toBe(1);
    await user.keyboard("{Escape}"); // (the guard asks again; the test closes it by unmounting)
  });

  it("closes a menu", async () => {
    const user = userEvent.setup();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>Category</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Dairy</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    await user.click(screen.getByRole("button", { name: "Category" }));
    expect(screen.getByRole("menu")).toBeInTheDocument();
    back();
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  });
});
