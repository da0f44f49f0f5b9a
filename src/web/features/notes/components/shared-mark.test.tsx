// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Person } from "@shared/schemas/sharing";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { SharedMark } from "./shared-mark";

afterEach(cleanup);

const jana: Person = { id: "u1", firstName: "Jana", lastName: "Nováková", hasAvatar: false };
const peter: Person = { id: "u2", firstName: "Peter", lastName: "Horváth", hasAvatar: true };
const more: Person[] = ["Eva Malá", "Ján Veľký", "Zuzana Tichá"].map((name, index) => {
  const [firstName = "", lastName = ""] = name.split(" ");
  return { id: `m${index}`, firstName, lastName, hasAvatar: false };
});

function renderMark(people: Person[], locale: "en" | "sk" = "en") {
  return render(
    <LocaleContext.Provider value={locale}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <SharedMark listId="0193a1b2-0000-7000-8000-000000000001" sharing={{ role: "owner", people }} />
      </I18nextProvider>
    </LocaleContext.Provider>,
  );
}

describe("SharedMark", () => {
  it("says “Shared” and, to screen readers, with whom; shows initials, or the picture through the list", () => {
    const { container } = renderMark([jana, peter]);
    expect(screen.getByText("Shared")).toHaveAttribute("aria-hidden");
    expect(screen.getByText("Shared with Jana Nováková and Peter Horváth")).toHaveClass("sr-only");
    expect(screen.getByText("JN")).toBeInTheDocument();
    const picture = container.querySelector("img");
    expect(picture).toHaveAttribute("src", "/api/shared-lists/0193a1b2-0000-7000-8000-000000000001/people/u2/avatar");
    expect(picture).toHaveAttribute("alt", "");
  });

  it("stacks three faces and counts the rest", () => {
    renderMark([jana, peter, ...more]);
    expect(screen.getByText("+2")).toBeInTheDocument();
    expect(screen.queryByText("ZT")).toBeNull();
    expect(screen.getByText(/Eva Malá, Ján Veľký, and Zuzana Tichá$/)).toBeInTheDocument();
  });

  it("speaks Slovak on a Slovak screen", () => {
    renderMark([jana, peter], "sk");
    expect(screen.getByText("Zdieľaný")).toBeInTheDocument();
    expect(screen.getByText("Zdieľaný zoznam; ďalší ľudia v ňom: Jana Nováková a Peter Horváth")).toBeInTheDocument();
  });
});
