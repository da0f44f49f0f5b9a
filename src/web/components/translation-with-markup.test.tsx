import { LOCALES } from "@shared/constants";
import { renderToStaticMarkup } from "react-dom/server";
import { Trans } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "@/lib/i18n";
import { TranslationWithMarkup } from "./translation-with-markup";

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of a language's catalogues whose text has a tag in it, plural forms as their base key. */
type MarkedUpKey = { namespace: string; key: string; isPlural: boolean };

function keysWithMarkup(locale: (typeof LOCALES)[number]): MarkedUpKey[] {
  const found = new Map<string, MarkedUpKey>();
  const bundles = i18nFor(locale).store.data[locale] ?? {};
  const walk = (namespace: string, prefix: string, node: unknown) => {
    if (typeof node === "string") {
      const key = prefix.replace(PLURAL_SUFFIX, "");
      if (/<\w+>/.test(node)) found.set(`${namespace}:${key}`, { namespace, key, isPlural: key !== prefix });
      return;
    }
    for (const [name, child] of Object.entries(node as Record<string, unknown>)) {
      walk(namespace, prefix ? `${prefix}.${name}` : name, child);
    }
  };
  for (const [namespace, texts] of Object.entries(bundles)) walk(namespace, "", texts);
  return [...found.values()];
}

// Stand-ins for the links the screens hand in (they need a router); what matters is where the text lands.
const components = {
  email: <span className="mail" />,
  trash: <span className="trash" />,
  contactLink: <span className="contact" />,
};
// A name with markup and escapable characters in it must come out as the same text.
const values = { email: "someone@example.org", name: 'Ada <b>O\'Neil</b> & "co" / x', trash: 3 };

describe("TranslationWithMarkup", () => {
  for (const locale of LOCALES) {
    const keys = keysWithMarkup(locale);

    it(`finds the marked-up texts of ${locale}`, () => {
      expect(keys.length).toBeGreaterThanOrEqual(10);
    });

    it(`renders every marked-up text of ${locale} as react-i18next's Trans does`, () => {
      const t = i18nFor(locale).t;
      for (const { namespace, key, isPlural } of keys) {
        for (const count of isPlural ? [0, 1, 2, 5, 21] : [undefined]) {
          const props = { i18nKey: `${namespace}:${key}`, values, count, components };
          const expected = renderToStaticMarkup(<Trans t={t} {...props} />);
          expect(renderToStaticMarkup(<TranslationWithMarkup t={t} {...props} />), `${locale} ${key} ${count}`).toBe(
            expected,
          );
        }
      }
    });
  }

  it("keeps a value's markup as text", () => {
    const html = renderToStaticMarkup(
      <TranslationWithMarkup t={i18nFor("en").t} i18nKey="marketing:landing.signedInAs" values={values} />,
    );
    expect(html).toBe("Signed in as <strong>Ada &lt;b&gt;O&#x27;Neil&lt;/b&gt; &amp; &quot;co&quot; / x</strong>");
  });
});
