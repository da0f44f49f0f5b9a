// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Locale } from "@shared/constants";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { ContactDetails } from "./contact-details";

function renderDetails(props: { contactEmail: string | null; supportEmail: string | null }, locale: Locale = "en") {
  return render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <ContactDetails {...props} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe("ContactDetails", () => {
  it("links both addresses and promises a reply within 24 hours", () => {
    renderDetails({ contactEmail: "author@example.org", supportEmail: "support@example.org" });
    expect(screen.getByRole("link", { name: "author@example.org" })).toHaveAttribute(
      "href",
      "mailto:author@example.org",
    );
    expect(screen.getByRole("link", { name: "support@example.org" })).toHaveAttribute(
      "href",
      "mailto:support@example.org",
    );
    expect(screen.getByText("We try to reply within 24 hours.")).toBeInTheDocument();
  });

  it("says plainly when the administrator has not set an address", () => {
    renderDetails({ contactEmail: "author@example.org", supportEmail: null });
    expect(
      screen.getByText("The administrator of this installation has not set a technical support e-mail address."),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("promises no reply when there is nobody to write to, and speaks Slovak", () => {
    renderDetails({ contactEmail: null, supportEmail: null }, "sk");
    expect(screen.getByText("Správca tejto inštalácie nenastavil e-mailovú adresu autora.")).toBeInTheDocument();
    expect(screen.queryByText(/Snažíme sa odpovedať/)).not.toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Napíšte autorovi",
      "Technická podpora",
    ]);
  });
});
