// libFuzzer target: a theme whose sprite sheets are a PNG of the fuzzer's size and pixels.
@_spi(Fuzzing) import BreakoutSDL
import FuzzDriver

FuzzDriver.run { ThemeChecks.themeSheet($0) }
