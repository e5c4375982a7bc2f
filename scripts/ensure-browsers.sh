#!/usr/bin/env bash
# The browser tests drive Debian's engines (no browser download works here): Chromium (its headless
# shell for the tests, the full browser for Lighthouse), Firefox ESR,
# and WebKitGTK's MiniBrowser through WebKitWebDriver on an Xvfb display; openssl makes the local
# certificate WebKit needs. Installs whatever is missing.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
[ -x "${FIREFOX_PATH:-/usr/lib/firefox-esr/firefox-esr}" ] || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v openssl >/dev/null || missing+=(openssl)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian packages for the browser tests: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
