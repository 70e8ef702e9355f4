// libFuzzer target: a theme's theme.ini, loaded as a player's theme.
@_spi(Fuzzing) import BreakoutSDL
import FuzzDriver

FuzzDriver.run { ThemeChecks.themeIni($0) }
