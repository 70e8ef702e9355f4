// libFuzzer target: a peer's well-formed messages, chosen by the fuzzer, into a host's
// lockstep session.
import BreakoutNet
import FuzzDriver

FuzzDriver.run { NetChecks.session($0) }
