#!/usr/bin/env bash
# The translation tests run the offline default engine for real: Debian's Apertium with the
# English-Spanish and Spanish-Portuguese pairs (decisions.md "Translation"; Portuguese-English pivots
# through Spanish). `pnpm test` runs this first: it installs the packages when they are missing, with
# no recommends, and runs `apt-get update` at most once, only when the install needs it.
set -euo pipefail
need=()
modes="$(apertium -l 2>/dev/null || true)"
command -v apertium >/dev/null || need+=(apertium)
grep -qx '  *eng-spa' <<<"$modes" || need+=(apertium-en-es)
grep -qx '  *es-pt' <<<"$modes" || need+=(apertium-es-pt)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null; then
  echo "the translation tests need: apt-get install --no-install-recommends ${need[*]}" >&2
  exit 1
fi
echo "installing ${need[*]} (translation tests)"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null 2>&1 \
  || { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null; }
command -v apertium >/dev/null
