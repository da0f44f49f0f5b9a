// A Node module resolve hook (module.register): openapi-typescript's `import "typescript"` gets
// TypeScript 5 (the `typescript-5` alias), whose JS API it needs. The project's own `typescript`
// is 7, the native port, which has no JS API. Every other import resolves as usual.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "typescript" && context.parentURL?.includes("/node_modules/openapi-typescript/")) {
    return nextResolve("typescript-5", context);
  }
  return nextResolve(specifier, context);
}
