import Testing
@testable import Dynamics
@Test func smoke() { #expect(Point(x: 1, y: 2).x == 1) }
