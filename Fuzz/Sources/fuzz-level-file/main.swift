// libFuzzer target: our level format, read and written back.
import Breakout
import FuzzDriver

FuzzDriver.run { ParserChecks.levelFile($0) }
