// libFuzzer target: LBreakout2 levelsets.
@_spi(Fuzzing) import Breakout
import FuzzDriver

FuzzDriver.run { ParserChecks.lbreakoutLevelset($0) }
