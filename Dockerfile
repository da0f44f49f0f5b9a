# Poriadok's container image. README → Operating Poriadok → Container.
#   docker build -t poriadok .
#   docker run -d -p 3000:3000 -v poriadok-data:/data -e BASE_URL=http://localhost:3000 poriadok
# BASE_IMAGE: any Debian-based Node.js 22+ image with npm; `npm run test:container` builds on one made
# on a machine without an image registry (scripts/container/make-base-image.sh).
ARG BASE_IMAGE=node:24-bookworm-slim

# No compiler: better-sqlite3 (13, Node-API) carries its binaries for every platform in its package, and
# .npmrc keeps npm from compiling it all the same (ignore-scripts).
FROM ${BASE_IMAGE} AS toolchain
ENV npm_config_update_notifier=false \
  npm_config_fund=false \
  npm_config_audit=false
WORKDIR /app
COPY package.json package-lock.json .npmrc ./

# What the server needs at run time only: made again only when package.json or the lock file change.
FROM toolchain AS deps
RUN npm ci --omit=dev && npm cache clean --force

FROM toolchain AS build
RUN npm ci
COPY . .
RUN npm run build

FROM ${BASE_IMAGE}
# The commit this image is built from (no .git in the image): shown by /api/health and Settings → About.
ARG POR_COMMIT=""
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  POR_COMMIT=${POR_COMMIT}
# A user of its own; the application's files stay root's, so the server cannot change its own code.
RUN groupadd --gid 10001 poriadok \
  && useradd --uid 10001 --gid poriadok --no-log-init --home-dir /data --no-create-home --shell /usr/sbin/nologin poriadok \
  && mkdir -p /data \
  && chown poriadok:poriadok /data \
  && chmod 700 /data
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER poriadok
VOLUME ["/data"]
EXPOSE 3000
# No curl in the image: Node's own fetch. 503 while stopping takes the container out of rotation.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself (src/server/main.ts): it drains and exits within docker stop's 10 s.
STOPSIGNAL SIGTERM
# --max-semi-space-size=16: a bounded young generation (Node 24's grows to 128 MB; see
# docs/performance-and-budgets.md, "Throughput").
CMD ["node", "--max-semi-space-size=16", "dist/node/server/main.js"]
