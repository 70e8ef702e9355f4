// libFuzzer target: our level format, read and written back.
@_spi(Fuzzing) import Breakout
import FuzzDriver

FuzzDriver.run { ParserChecks.levelFile($0) }
