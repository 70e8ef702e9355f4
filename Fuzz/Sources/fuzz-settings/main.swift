// libFuzzer target: the settings file, read and written back.
@_spi(Fuzzing) import Breakout
import FuzzDriver

FuzzDriver.run { ParserChecks.settings($0) }
