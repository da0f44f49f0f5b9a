// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const NAMES = ["Tasks", "Lists", "Notes"];

function ThreeTabs() {
  const [tab, setTab] = useState("Tasks");
  return (
    <>
      <button type="button">Before</button>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Kinds">
          {NAMES.map((name) => (
            <TabsTrigger key={name} value={name}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        {NAMES.map((name) => (
          <TabsContent key={name} value={name}>
            {`${name} list`}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

afterEach(cleanup);

describe("Tabs", () => {
  it("names the selected tab's panel by its tab and mounts only that panel", () => {
    render(<ThreeTabs />);
    const tab = screen.getByRole("tab", { name: "Tasks" });
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Lists" })).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel", { name: "Tasks" });
    expect(panel).toHaveTextContent("Tasks list");
    expect(tab).toHaveAttribute("aria-controls", panel.id);
    expect(screen.queryByText("Lists list")).not.toBeInTheDocument();
  });

  it("is one Tab stop; arrow keys (wrapping), Home and End move and select", async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(screen.getByRole("tab", { name: "Tasks" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Lists" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Lists" })).toBeInTheDocument();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Notes", selected: true })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Tasks", selected: true })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Notes", selected: true })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Tasks", selected: true })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Tasks" })).toHaveFocus();
  });

  it("selects a tab on click", async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    await user.click(screen.getByRole("tab", { name: "Notes" }));
    expect(screen.getByRole("tabpanel", { name: "Notes" })).toHaveTextContent("Notes list");
  });
});
