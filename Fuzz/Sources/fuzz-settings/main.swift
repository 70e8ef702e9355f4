// libFuzzer target: the settings file, read and written back.
import Breakout
import FuzzDriver

FuzzDriver.run { ParserChecks.settings($0) }
