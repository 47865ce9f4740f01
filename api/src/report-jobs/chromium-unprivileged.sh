#!/bin/sh
# Chromium for the report renderer when the API runs as root: Chromium refuses its sandbox to root, so this hands
# the profile folder Playwright made to an unprivileged user and starts Chromium as that user (renderer.ts).
set -eu
for arg do
  case "$arg" in
    --user-data-dir=*)
      profile="${arg#--user-data-dir=}"
      chown -R "$CHROMIUM_UID:$CHROMIUM_GID" "$profile"
      HOME="$profile"
      export HOME
      ;;
  esac
done
exec setpriv --reuid="$CHROMIUM_UID" --regid="$CHROMIUM_GID" --clear-groups --inh-caps=-all -- "$CHROMIUM_BINARY" "$@"
