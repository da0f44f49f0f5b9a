import SwaggerParser from "@apidevtools/swagger-parser";
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from "@redocly/openapi-core";
import type { OpenAPIV3_1 } from "openapi-types";

/** One finding of Redocly's linter, short enough to print in a failing test. */
export type LintFinding = { severity: string; rule: string; message: string; where: string };

/** What swagger-parser says: null when the document is valid, else its message. */
export async function swaggerParserError(document: unknown): Promise<string | null> {
  try {
    // It dereferences in place: give it a copy.
    await SwaggerParser.validate(structuredClone(document) as OpenAPIV3_1.Document);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Redocly's findings with its `recommended` ruleset (what `redocly lint` reports by default). */
export async function redoclyFindings(document: unknown): Promise<LintFinding[]> {
  const config = await createConfig({ extends: ["recommended"] });
  const source = makeDocumentFromString(JSON.stringify(document), "/openapi.json");
  const problems = await lintDocument({ document: source, config, externalRefResolver: new BaseResolver() });
  return problems.map((problem) => ({
    severity: problem.severity,
    rule: problem.ruleId,
    message: problem.message,
    where: problem.location.map((location) => location.pointer ?? "").join(", "),
  }));
}
