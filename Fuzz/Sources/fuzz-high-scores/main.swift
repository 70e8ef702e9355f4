// libFuzzer target: the high-score file, read and written back.
@_spi(Fuzzing) import Breakout
import FuzzDriver

FuzzDriver.run { ParserChecks.highScores($0) }
