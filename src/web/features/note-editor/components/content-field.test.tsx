// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { ContentField } from "./content-field";

afterEach(cleanup);

function Field({
  text,
  language = "en",
  isPreviewAtFirst,
}: {
  text: string;
  language?: "en" | "sk";
  isPreviewAtFirst?: boolean;
}) {
  const [value, setValue] = useState(text);
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <ContentField value={value} error={undefined} isPreviewAtFirst={isPreviewAtFirst} onChange={setValue} />
    </I18nextProvider>
  );
}

describe("ContentField", () => {
  it("previews the Markdown by keyboard and brings the text back as it was", async () => {
    const user = userEvent.setup();
    render(<Field text={"# Tatry\n\n- [x] pas\n- [ ] <b>mapa</b>"} />);
    const preview = screen.getByRole("button", { name: "Preview" });
    expect(preview).toHaveAttribute("aria-pressed", "false");
    await user.tab();
    expect(preview).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(preview).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("textbox", { name: "Content" })).toBeNull();
    const region = screen.getByRole("region", { name: "Content" });
    expect(await screen.findByRole("heading", { name: "Tatry" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "pas" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "<b>mapa</b>" })).not.toBeChecked();
    expect(region.querySelector("b")).toBeNull();
    await user.keyboard(" ");
    expect(screen.getByRole("textbox", { name: "Content" })).toHaveValue("# Tatry\n\n- [x] pas\n- [ ] <b>mapa</b>");
  });

  it("opens rendered when asked, in Slovak, and says when there is nothing to show", async () => {
    render(<Field text="**tučné**" language="sk" isPreviewAtFirst />);
    expect(screen.getByRole("button", { name: "Náhľad" })).toHaveAttribute("aria-pressed", "true");
    expect((await screen.findByText("tučné")).tagName).toBe("STRONG");
    cleanup();
    render(<Field text="  " isPreviewAtFirst />);
    expect(screen.getByText("Nothing to preview yet.")).toBeInTheDocument();
  });
});
