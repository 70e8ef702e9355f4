import Testing
@testable import Breakout
