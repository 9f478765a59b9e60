# The simulator the Mac-only scripts run on, shared by scripts/self-check-simulator.sh and
# scripts/ui-tests-simulator.sh (sourced, not run). The sourcing script sets `script_name`, `device` (a UDID from
# --device, or empty), `runtime_major` (or empty) and `keep` before calling these.

created=

# Unless `device` is set already: creates a simulator named "$1" on the newest iOS runtime installed (of
# `runtime_major`'s major version, if set) with an iPhone it supports (scripts/pick-simulator.py), and sets `device`
# and `created` to it.
simulator_create() {
  [ -z "$device" ] || return 0
  local runtime device_type
  read -r runtime device_type <<EOF
$(xcrun simctl list -j runtimes devicetypes | python3 scripts/pick-simulator.py ${runtime_major:+--runtime "$runtime_major"})
EOF
  [ -n "${device_type:-}" ] || { echo "$script_name: could not choose a simulator" >&2; exit 1; }
  device=$(xcrun simctl create "$1" "$device_type" "$runtime")
  created=$device
  echo "$script_name: created simulator $device ($device_type, $runtime)"
}

# Shuts down and deletes the simulator simulator_create made, unless `keep` is set.
simulator_delete_created() {
  if [ -n "$created" ] && [ -z "$keep" ]; then
    xcrun simctl shutdown "$created" >/dev/null 2>&1 || true
    xcrun simctl delete "$created" >/dev/null 2>&1 || true
  fi
}
