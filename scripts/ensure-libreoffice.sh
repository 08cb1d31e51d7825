#!/usr/bin/env bash
# The report tests convert real DOCX files with a headless LibreOffice and read PDFs back with
# poppler (pdftotext, pdftoppm). `pnpm test` runs this first: it installs Debian's packages when
# they are missing — Writer without the GUI and poppler-utils only, no recommends, so the install
# stays small — and runs `apt-get update` at most once, only when the install needs it.
set -euo pipefail
need=()
command -v soffice >/dev/null || [ -n "${SOFFICE_PATH:-}" ] || need+=(libreoffice-writer-nogui)
command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null || need+=(poppler-utils)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null; then
  echo "the report tests need: apt-get install --no-install-recommends ${need[*]}" >&2
  exit 1
fi
echo "installing ${need[*]} (report tests)"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null 2>&1 \
  || { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null; }
command -v soffice >/dev/null && soffice --version || true
