// Writes TypeScript types for an OpenAPI document with openapi-typescript:
//   node scripts/openapi-types/generate.mjs <openapi.json> <out.d.ts>
// Run as its own Node process: the resolve hook that hands openapi-typescript TypeScript 5 is
// registered before openapi-typescript loads (see typescript-5-hook.mjs).
import { readFileSync, writeFileSync } from "node:fs";
import { register } from "node:module";

register("./typescript-5-hook.mjs", import.meta.url);

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error("usage: node scripts/openapi-types/generate.mjs <openapi.json> <out.d.ts>");
  process.exit(2);
}
const { default: openapiTS, astToString } = await import("openapi-typescript");
const ast = await openapiTS(JSON.parse(readFileSync(input, "utf8")), { silent: true });
writeFileSync(output, astToString(ast));
