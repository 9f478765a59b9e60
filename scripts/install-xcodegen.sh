#!/usr/bin/env bash
# Installs XcodeGen at the pinned version with Homebrew (the macOS workflow; on your own Mac too), so that
# Example/project.yml always becomes the same Xcode project. Does nothing when that version is already installed.
#
#   scripts/install-xcodegen.sh
#
# Homebrew installs only a formula's newest version; the pinned one comes from homebrew/core's history
# (`brew extract` into a local tap). Raise the pin deliberately, with options.minimumXcodeGenVersion in
# Example/project.yml.
set -euo pipefail

version=2.44.1

if command -v xcodegen >/dev/null 2>&1 && [ "$(xcodegen --version 2>/dev/null | awk '{ print $NF }')" = "$version" ]; then
  echo "install-xcodegen: XcodeGen $version already installed"
  exit 0
fi
command -v brew >/dev/null 2>&1 || { echo "install-xcodegen: needs Homebrew (https://brew.sh)" >&2; exit 2; }

tap=navtransitions/pinned
export HOMEBREW_NO_AUTO_UPDATE=1 HOMEBREW_NO_INSTALL_CLEANUP=1
# brew extract reads the formula's history from a clone of homebrew/core.
HOMEBREW_NO_INSTALL_FROM_API=1 brew tap --force homebrew/core >/dev/null
brew tap-new --no-git "$tap" >/dev/null 2>&1 || true
brew extract --force --version="$version" xcodegen "$tap" >/dev/null
brew install "$tap/xcodegen@$version"
installed=$(xcodegen --version | awk '{ print $NF }')
[ "$installed" = "$version" ] || { echo "install-xcodegen: XcodeGen $installed installed, $version expected" >&2; exit 1; }
echo "install-xcodegen: XcodeGen $installed"
