#!/usr/bin/env bash
# Builds the web app and the server into a directory of their own inside the repository (default
# .build/local), for testing a build while someone else's `npm run build` rewrites dist/:
#   bash scripts/build-into.sh .build/mine && E2E_DIST=.build/mine E2E_PORT=3301 npx playwright test e2e/x.spec.ts
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(realpath -m "${1:-.build/local}")"
npx vite build --logLevel warn --outDir "$out/web" --emptyOutDir
node node_modules/typescript/bin/tsc -p tsconfig.server.build.json --outDir "$out/node"
node scripts/write-build-info.mjs "$out/node"
