#!/usr/bin/env bash
# The API reference test opens /api/v1/docs in Debian's headless Chromium (and checks that the page
# makes no request off the machine). `pnpm test` runs this first: it installs the package when it is
# missing, so the README's test command works on a fresh machine.
set -euo pipefail
if command -v chromium >/dev/null; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null; then
  echo "chromium is needed by the API reference test: apt-get install chromium" >&2
  exit 1
fi
echo "installing chromium (API reference test)"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq --no-install-recommends chromium >/dev/null 2>&1 \
  || { apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium >/dev/null; }
chromium --version
