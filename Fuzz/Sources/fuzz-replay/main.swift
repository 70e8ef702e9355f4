// libFuzzer target: replay files, read and played for two seconds.
@_spi(Fuzzing) import Breakout
import FuzzDriver

FuzzDriver.run { ParserChecks.replay($0) }
