// libFuzzer target: the TOML reader alone, on any bytes.
import Foundation
import FuzzDriver
import TOML

FuzzDriver.run { TOMLChecks.parse([UInt8]($0)) }
