#!/usr/bin/env bash
# The mail intake tests start their own dovecot (IMAP and POP3) on free loopback ports. `pnpm test`
# runs this first: it installs Debian's packages when they are missing (a few seconds), without
# letting the package start a system daemon, so the README's test command works on a fresh machine.
set -euo pipefail
if [ -x /usr/sbin/dovecot ]; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null; then
  echo "dovecot is needed by the mail intake tests: apt-get install dovecot-imapd dovecot-pop3d" >&2
  exit 1
fi
echo "installing dovecot (mail intake tests)"
export DEBIAN_FRONTEND=noninteractive
policy=/usr/sbin/policy-rc.d
added_policy=false
if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy" && added_policy=true; fi
apt-get install -y -qq --no-install-recommends dovecot-imapd dovecot-pop3d >/dev/null 2>&1 \
  || { apt-get update -qq && apt-get install -y -qq --no-install-recommends dovecot-imapd dovecot-pop3d >/dev/null; }
if [ "$added_policy" = true ]; then rm -f "$policy"; fi
/usr/sbin/dovecot --version
