#!/usr/bin/env bash
# Compiles the NavTransitions module (and type-checks it with DEBUG), the self-check's two modules, the Example
# app and the client files for iOS (on Linux or macOS), and checks the public API for names that would
# break an app's code on import.
#
# Every Swift file of Sources/NavTransitions is compiled as the module NavTransitions for
# arm64-apple-ios15.0, Swift 6 language mode, warnings as errors, against the iOS SDK in $IOS_SDK: on
# Linux the one scripts/setup-ios-sdk.sh prepares, with the resource dir $IOS_SWIFT_RESOURCE_DIR
# (`source ~/.ios-sdk/env.sh`); on macOS Xcode's, with nothing to set (scripts/ios-env.sh). Then, as an
# app sees the module (without the package name, so only the public API):
#   - every Swift file of the Example app package (Example/NavTransitionsExample.swiftpm), its
#     Package.swift excluded (it imports AppleProductTypes, which exists only in Xcode / Swift Playgrounds);
#   - the Example's storyboards, with scripts/check-storyboards.py;
#   - on Linux, the Example's UI tests (Example/NavTransitionsExampleUITests) against a stub of XCTest
#     (scripts/xctest-stub/XCTest.swift: the iOS SDK has none); on a Mac Xcode compiles them when it runs them;
#   - scripts/clients/*.swift, once in the Swift 6 and once in the Swift 5 language mode
#     (scripts/clients/README.md says what each file proves; the SwiftUI one too: on Linux, SwiftUI
#     imports thanks to the interface fix of scripts/setup-ios-sdk.sh);
#   - scripts/check-public-api.py on the module's .swiftinterface: no public member added to a type the
#     module does not own (but UIViewController.navigationTransition / .modalTransition /
#     .dimmingPresentationController and our four SwiftUI view modifiers, by name), no public
#     global, no public type named like one of UIKit, Foundation, CoreGraphics, QuartzCore, Combine (an
#     unqualified use next to them is compiled) or SwiftUI (read from its interface), iOS 17/18 included,
#     and no view modifier whose base name is one of SwiftUI.View's own methods (the same sources).
# The deployment target makes any API newer than iOS 15 without an availability check a compile error.
set -euo pipefail

cd "$(dirname "$0")/.."

# shellcheck source=scripts/ios-env.sh
source scripts/ios-env.sh check-ios   # sdk_name, cache, common (Swift 6, warnings as errors, the target)
out=.build/ios-check/$sdk_name
mkdir -p "$out"

# The library is compiled with the package name (its `package` symbols are visible inside it); everything
# else is compiled without one, as an app is, so it sees only the public API.

# Core (with the Support shims) must compile for iOS without the UIKit layer: it may not lean on
# anything only a UIKit file loads.
lines_into core < <(find Sources/NavTransitions/Core Sources/NavTransitions/Support -name '*.swift' | sort)
# On one core, beside the module's compile below (`wait` passes its failure on).
echo "check-ios: type-checking Core alone (${#core[@]} files) for arm64-apple-ios15.0 ($sdk_name), beside the module's compile"
swiftc -typecheck -module-name NavTransitions -package-name NavTransitions -parse-as-library "${common[@]}" "${core[@]}" &
core_check=$!

lines_into sources < <(find Sources/NavTransitions -name '*.swift' | sort)
echo "check-ios: compiling ${#sources[@]} files of NavTransitions for arm64-apple-ios15.0 ($sdk_name)"
# The public symbol graph comes out of the same compile; scripts/build-docs.sh reuses it while it is fresh.
rm -rf "$out/symbol-graphs" && mkdir -p "$out/symbol-graphs"
swiftc -emit-module -module-name NavTransitions -package-name NavTransitions -parse-as-library \
  -emit-module-path "$out/NavTransitions.swiftmodule" \
  -emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs" \
  -symbol-graph-minimum-access-level public -emit-extension-block-symbols \
  "${common[@]}" "${sources[@]}"
wait "$core_check"

# Debug builds compile the assumption probes (UIKit/Diagnostics/AssumptionLog.swift, `#if DEBUG`): type-check
# them too. (A type-check only: this toolchain cannot lower os.Logger's message interpolation; Xcode's can.)
# Each type-check runs on one core: this one runs in the background beside the interface's below (about a
# minute less on a two-core machine); `wait` passes its failure on.
echo "check-ios: type-checking NavTransitions with DEBUG (the assumption probes), beside the interface below"
swiftc -typecheck -D DEBUG -module-name NavTransitions -package-name NavTransitions -parse-as-library "${common[@]}" "${sources[@]}" &
debug_check=$!

# The public interface. Emitting a .swiftinterface needs library evolution, which changes what clients
# may assume (non-frozen enums), so it is a separate type-check; clients use the module above.
echo "check-ios: checking the public API (NavTransitions.swiftinterface)"
swiftc -typecheck -module-name NavTransitions -package-name NavTransitions -parse-as-library \
  -enable-library-evolution -emit-module-interface-path "$out/NavTransitions.swiftinterface" \
  "${common[@]}" "${sources[@]}"
wait "$debug_check"
python3 scripts/check-public-api.py "$out/NavTransitions.swiftinterface" --sdk "$IOS_SDK" \
  --names-swift "$out/PublicNames.swift"
swiftc -typecheck -module-name PublicNamesCheck -parse-as-library -I "$out" "${common[@]}" "$out/PublicNames.swift"

# The self-check's platform-free part (the scenario table, the invariants): a target of this package that the
# runner below and the tests use, not part of the library; compiled with the package name, like the library.
lines_into selfcheckcore < <(find Sources/NavTransitionsSelfCheckCore -name '*.swift' | sort)
echo "check-ios: compiling ${#selfcheckcore[@]} files of NavTransitionsSelfCheckCore for arm64-apple-ios15.0 ($sdk_name)"
swiftc -emit-module -module-name NavTransitionsSelfCheckCore -package-name NavTransitions -parse-as-library -I "$out" \
  -emit-module-path "$out/NavTransitionsSelfCheckCore.swiftmodule" "${common[@]}" "${selfcheckcore[@]}"

# The self-check's UIKit runner: a target of this package (it reaches the package-level machinery), linked
# by the Example; compiled with the package name, like the library.
lines_into selfcheck < <(find Sources/NavTransitionsSelfCheck -name '*.swift' | sort)
echo "check-ios: compiling ${#selfcheck[@]} files of NavTransitionsSelfCheck for arm64-apple-ios15.0 ($sdk_name)"
swiftc -emit-module -module-name NavTransitionsSelfCheck -package-name NavTransitions -parse-as-library -I "$out" \
  -emit-module-path "$out/NavTransitionsSelfCheck.swiftmodule" "${common[@]}" "${selfcheck[@]}"

# The Example is an app package (Example/NavTransitionsExample.swiftpm): every Swift file of it, but its
# manifest (Package.swift imports AppleProductTypes, which only Xcode and Swift Playgrounds have) and
# anything a local build left in .build/.
lines_into examples < <(find Example \( -name .build -o -name .swiftpm -o -path Example/NavTransitionsExampleUITests \) -prune -o \
  -name '*.swift' ! -name 'Package.swift' ! -name 'Package@swift-*.swift' -print 2>/dev/null | sort)
if [ ${#examples[@]} -gt 0 ]; then
  echo "check-ios: compiling ${#examples[@]} files of the Example app against NavTransitions and NavTransitionsSelfCheck"
  swiftc -typecheck -module-name NavTransitionsExample -parse-as-library -I "$out" \
    "${common[@]}" "${examples[@]}"
fi

# The Example's UI tests (the UI-test target of Example/project.yml). The iOS SDK has no XCTest (Xcode ships it with
# the platform), so on Linux they are type-checked against a stub of the XCTest API they use
# (scripts/xctest-stub/XCTest.swift, signatures from Apple's documentation); on a Mac Xcode compiles them against
# the real XCTest when it runs them (scripts/ui-tests-simulator.sh).
lines_into uitests < <(find Example/NavTransitionsExampleUITests -name '*.swift' 2>/dev/null | sort)
if [ ${#uitests[@]} -gt 0 ]; then
  if [ "$(uname -s)" = Darwin ]; then
    echo "check-ios: the ${#uitests[@]} UI-test files are compiled by Xcode with the real XCTest (scripts/ui-tests-simulator.sh)"
  else
    echo "check-ios: type-checking ${#uitests[@]} UI-test files against the XCTest stub (scripts/xctest-stub)"
    mkdir -p "$out/xctest-stub"
    swiftc -emit-module -module-name XCTest -parse-as-library -emit-module-path "$out/xctest-stub/XCTest.swiftmodule" \
      "${common[@]}" scripts/xctest-stub/XCTest.swift
    swiftc -typecheck -module-name NavTransitionsExampleUITests -parse-as-library -I "$out/xctest-stub" "${common[@]}" "${uitests[@]}"
  fi
fi

# The Example's storyboards: no tool here compiles them, so a script checks that they are well-formed, that
# every class and @IBAction they name exists, and that their ids are unique.
python3 scripts/check-storyboards.py --app-module NavTransitionsExample

# Client files, in both language modes, the SwiftUI one included. SwiftUI's interface as Apple ships it
# does not build with the open-source compiler (one os_log message interpolates a string in a way it
# rejects); scripts/setup-ios-sdk.sh patches that one message, so on Linux SwiftUI imports too.
lines_into clients < <(find scripts/clients -name '*.swift' | sort)
for mode in 6 5; do
  flags=()
  for flag in "${common[@]}"; do
    [ "$flag" = 6 ] && [ "${flags[${#flags[@]}-1]:-}" = -swift-version ] && flag=$mode
    flags+=("$flag")
  done
  echo "check-ios: compiling ${#clients[@]} client files against NavTransitions, Swift $mode language mode"
  swiftc -typecheck -module-name Clients -parse-as-library -I "$out" "${flags[@]}" "${clients[@]}"
done
echo "check-ios: OK"
