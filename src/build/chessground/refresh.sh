#!/usr/bin/env bash
# Refreshes the board page's copy of chessground (lichess's board, GPL-3.0-or-later) from the npm registry.
# It is not published to Maven Central (neither through mvnpm nor as a WebJar), so the files the page
# serves are kept in src/main/resources/META-INF/resources/vendor/chessground, as the package ships them:
# the ES module bundle dist/chessground.min.js, the three stylesheets of assets/ and the LICENSE.
# Usage: src/build/chessground/refresh.sh [VERSION]   (then commit the files and SHA256SUMS)
set -euo pipefail
cd "$(dirname "$0")/../../.."
version="${1:-10.4.1}"
dest=src/main/resources/META-INF/resources/vendor/chessground
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "@lichess-org/chessground@$version" >/dev/null && tar xzf ./*.tgz)
cp "$work"/package/dist/chessground.min.js "$work"/package/assets/chessground.*.css "$work"/package/LICENSE "$dest"/
echo "$version" > "$dest"/VERSION
(cd "$dest" && sha256sum chessground.min.js chessground.*.css LICENSE VERSION) > src/build/chessground/SHA256SUMS
echo "chessground $version in $dest"
