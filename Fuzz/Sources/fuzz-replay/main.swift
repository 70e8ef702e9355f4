// libFuzzer target: replay files, read and played for two seconds.
import Breakout
import FuzzDriver

FuzzDriver.run { ParserChecks.replay($0) }
