// libFuzzer target: bytes off a network duel's connection, cut into frames and messages.
import BreakoutNet
import FuzzDriver

FuzzDriver.run { NetChecks.frames($0) }
