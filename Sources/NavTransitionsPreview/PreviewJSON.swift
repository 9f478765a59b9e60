import Foundation

/// A JSON value written deterministically: object keys keep their insertion order and every number is
/// written with a fixed number of decimals, so the same data always gives the same bytes.
package indirect enum PreviewJSON: Sendable, Equatable {
    case number(Double, decimals: Int)
    case integer(Int)
    case string(String)
    case bool(Bool)
    case array([PreviewJSON])
    case object([(String, PreviewJSON)])

    /// A length in points (two decimals).
    package static func points(_ value: CGFloat) -> PreviewJSON { .number(Double(value), decimals: 2) }
    /// A ratio such as a progress, an alpha or a scale (four decimals).
    package static func ratio(_ value: CGFloat) -> PreviewJSON { .number(Double(value), decimals: 4) }
    /// A time in seconds (four decimals: a tenth of a millisecond).
    package static func seconds(_ value: TimeInterval) -> PreviewJSON { .number(value, decimals: 4) }

    package static func == (lhs: PreviewJSON, rhs: PreviewJSON) -> Bool {
        lhs.serialized == rhs.serialized
    }

    /// The compact JSON text. `<` in strings is escaped, so the text can sit inside a `<script>` element.
    package var serialized: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case let .number(value, decimals):
            output += Self.format(value, decimals: decimals)
        case let .integer(value):
            output += String(value)
        case let .string(value):
            Self.writeString(value, to: &output)
        case let .bool(value):
            output += value ? "true" : "false"
        case let .array(values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case let .object(members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.0, to: &output)
                output += ":"
                member.1.write(to: &output)
            }
            output += "}"
        }
    }

    /// `value` rounded to `decimals` decimals (0...9; halves away from zero), without trailing zeros,
    /// never `-0`. NaN and infinities (which Core never produces) are written as 0 so the page stays
    /// valid JSON; a magnitude of 10¹⁵ units or more is written whole, in Swift's notation (`1e+20`).
    package static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let decimals = min(max(decimals, 0), 9)
        let scale = pow(10, Double(decimals))
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 1e15 else { return "\(value.rounded())" }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let sign = units < 0 ? "-" : ""
        let magnitude = units.magnitude
        let divisor = UInt64(scale)
        let whole = magnitude / divisor
        var fraction = String(magnitude % divisor)
        if decimals > 0, magnitude % divisor != 0 {
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            return "\(sign)\(whole).\(fraction)"
        }
        return "\(sign)\(whole)"
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"
            case "&": output += "\\u0026"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
