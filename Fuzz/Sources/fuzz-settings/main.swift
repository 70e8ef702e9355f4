// libFuzzer target: the settings file, read and written back.
@_spi(Fuzzing) import BreakoutSDL
import FuzzDriver

FuzzDriver.run { SettingsChecks.settingsFile($0) }
