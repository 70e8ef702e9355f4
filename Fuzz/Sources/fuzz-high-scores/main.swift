// libFuzzer target: the high-score file, read and written back.
import FuzzDriver
@_spi(Fuzzing) import HighScores

FuzzDriver.run { HighScoreChecks.file($0) }
