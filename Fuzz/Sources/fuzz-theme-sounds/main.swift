// libFuzzer target: a theme's WAV recording, read and converted as a player's theme sound.
@_spi(Fuzzing) import BreakoutSDL
import FuzzDriver

FuzzDriver.run { ThemeChecks.themeSounds($0) }
