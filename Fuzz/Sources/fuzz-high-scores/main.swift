// libFuzzer target: the high-score file, read and written back.
import Breakout
import FuzzDriver

FuzzDriver.run { ParserChecks.highScores($0) }
