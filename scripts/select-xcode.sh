#!/usr/bin/env bash
# Selects the newest installed Xcode of one major version, for CI on GitHub's macOS runners, which
# install several side by side as /Applications/Xcode_<version>.app.
#
#   scripts/select-xcode.sh 16
#
# Runs `sudo xcode-select --switch` and prints the version. On your own Mac you do not need it: the
# scripts use whichever Xcode `xcode-select -p` names.
set -euo pipefail

major=${1:?usage: scripts/select-xcode.sh MAJOR (e.g. 16)}
apps=${XCODE_APPLICATIONS_DIR:-/Applications}   # overridable to test this script
best= best_key=
for app in "$apps"/Xcode_"$major".app "$apps"/Xcode_"$major".*.app; do
  [ -d "$app" ] || continue
  version=${app#"$apps"/Xcode_}
  version=${version%.app}
  # A sortable key: each dotted part padded to four digits (16.4 -> 0016.0004.0000).
  IFS=. read -r a b c <<EOF
$version
EOF
  a=${a//[!0-9]/} b=${b//[!0-9]/} c=${c//[!0-9]/}
  key=$(printf '%04d.%04d.%04d' "${a:-0}" "${b:-0}" "${c:-0}")
  if [ -z "$best" ] || [[ "$key" > "$best_key" ]]; then
    best=$app best_key=$key
  fi
done
if [ -z "$best" ]; then
  echo "select-xcode: no $apps/Xcode_$major*.app; installed:" >&2
  ls -d "$apps"/Xcode*.app >&2 2>/dev/null || true
  exit 1
fi
sudo xcode-select --switch "$best/Contents/Developer"
echo "select-xcode: $best"
xcodebuild -version
