// libFuzzer target: LBreakout2 levelsets.
import Breakout
import FuzzDriver

FuzzDriver.run { ParserChecks.lbreakoutLevelset($0) }
